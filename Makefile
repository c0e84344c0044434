# The README's commands. Each one installs the Debian packages it needs first.
.PHONY: all deps configure build test test-asan run bench package format format-check tidy clean

JOBS ?= $(shell nproc)
ARGS ?=

all: build

deps:
	@scripts/install-deps.sh

configure: deps
	cmake --preset dev

build: configure
	cmake --build --preset dev -j $(JOBS)

test: format-check build test-asan
	ctest --preset dev -j $(JOBS)

# The engine and its tests again under AddressSanitizer + UBSan (fuzz-style tests included).
test-asan: deps
	cmake --preset asan
	cmake --build --preset asan -j $(JOBS)
	ctest --preset asan -j $(JOBS)

run: build
	build/bin/scouter $(ARGS)

bench: deps
	cmake --preset release -DSCOUTER_BENCHMARKS=ON
	cmake --build --preset release -j $(JOBS)
	@set -e; for b in build-release/bin/*_bench; do echo "== $$b"; QT_QPA_PLATFORM=offscreen "$$b" $(ARGS); done

package: deps
	cmake --preset release
	cmake --build --preset release -j $(JOBS)
	cd build-release && cpack -B packages
	@ls -1 build-release/packages/*.deb

format: deps
	scripts/format.sh

format-check: deps
	scripts/format.sh --check

clean:
	rm -rf build build-asan build-release

# clang-tidy over the project's sources with the dev build's compile commands.
tidy: build
	run-clang-tidy -quiet -p build '^$(CURDIR)/(app|core|ui)/'
