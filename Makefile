# SPDX-License-Identifier: GPL-3.0-or-later
# The README's commands. Each one installs the Debian packages it needs first.
.PHONY: all deps configure build build-asan test test-asan test-nightly test-tsan fuzz run bench package format format-check tidy clean

JOBS ?= $(shell nproc)
# ctest runs one test more than there are cores: several tests wait rather than compute (a
# campaign's lock, scouter-cli children, SQLite's busy timeout), and a core would idle meanwhile.
TEST_JOBS ?= $(shell echo $$(($(JOBS) + 1)))
ARGS ?=
FUZZ_SECONDS ?= 600
FUZZERS ?= dice json scenario import replay

all: build

deps:
	@scripts/install-deps.sh

configure: deps
	cmake --preset dev

build: configure
	cmake --build --preset dev -j $(JOBS)

# The dev build (GCC) builds the application and runs the layering, packaging and scenario-file
# tests; the sanitizer build (clang) runs the engine's, the store's, the CLI's and the widgets'
# (offscreen), so each test program is built once, and runs every benchmark program once on small
# data (label bench: one that no longer builds or crashes fails here; `make bench` times them).
# The two builds run side by side (the format check beside them): after an edit each has one batch
# to compile, on a core of its own. A failed run ends with what each failed test said
# (scripts/test-failures.sh), where a CI page that keeps only the log's tail shows it. The long
# runs labelled `nightly` are left to `make test-nightly` (docs/development.md: the edit loop's
# budget).
test: deps
	$(MAKE) --no-print-directory -j 3 format-check build build-asan
	ctest --preset asan -j $(TEST_JOBS) || { scripts/test-failures.sh build-asan; exit 1; }
	ctest --preset dev -j $(TEST_JOBS) || { scripts/test-failures.sh build; exit 1; }

# What `make test` leaves out for the edit loop's sake, under the sanitizers: the property tests'
# full 1500 random sequences per property and ruleset (make test plays 200), the kill test's
# 100 SIGKILLs (make test: 40), 200 during each of creating a campaign and migrating schema 1
# and 3 (make test: 15), and the action panel's search for a state that allows each maneuver
# (about 7 minutes of CPU at -O0 under the sanitizers).
test-nightly: build-asan
	ctest --preset asan-nightly -j $(JOBS) || { scripts/test-failures.sh build-asan; exit 1; }

# The engine, the store, the widgets, scouter-cli, scouter and their tests under AddressSanitizer + UBSan.
build-asan: deps
	cmake --preset asan
	cmake --build --preset asan -j $(JOBS)

test-asan: build-asan
	ctest --preset asan -j $(JOBS) || { scripts/test-failures.sh build-asan; exit 1; }

# The command writer's ThreadSanitizer test alone (make test runs it too).
test-tsan: deps
	cmake --preset asan
	cmake --build --preset asan -j $(JOBS) --target command_writer_tsan_tests
	ctest --preset asan -L tsan

# Each libFuzzer target for FUZZ_SECONDS (default 600 s, so 40 minutes for the four), one after
# the other, with a random seed, from the committed seeds and what earlier runs found
# (build-asan/fuzz/corpus/<name>); a crashing input is kept in build-asan/fuzz/artifacts/<name>/.
# make test runs each for 12 s from the committed seeds alone.
fuzz: deps
	cmake --preset asan
	cmake --build --preset asan -j $(JOBS) --target $(addsuffix _fuzzer,$(FUZZERS))
	@failed=""; for name in $(FUZZERS); do \
	    tests/fuzz/run-fuzzer.sh build-asan/bin/$${name}_fuzzer $(FUZZ_SECONDS) build-asan/fuzz || failed="$$failed $$name"; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz targets that failed:$$failed (see build-asan/fuzz/artifacts/)"; exit 1; fi

run: build
	build/bin/scouter $(ARGS)

# Every benchmark program of the release build (only they and what they need are built), one after
# the other; one that fails or reports an error stops the run. scripts/bench-compare.sh compares
# two commits.
bench: deps
	cmake --preset release -DSCOUTER_BENCHMARKS=ON
	cmake --build --preset release -j $(JOBS) --target \
	    $$(cmake --build --preset release --target help | sed -n 's/^\([A-Za-z0-9_]*_bench\):.*/\1/p')
	@set -e; for b in build-release/bin/*_bench; do echo "== $$b"; QT_QPA_PLATFORM=offscreen "$$b" $(ARGS); done

# The Debian package, from a tree of its own (build-package: no tests, no benchmarks, whatever
# another preset configured), compiled with Debian's hardening flags (dpkg-buildflags, all of them),
# then checked: lintian (no error, no warning), the desktop entry and AppStream validators, the
# control fields, dependencies and files (scripts/check-package.sh).
package: deps
	@scripts/install-deps.sh --package
	export DEB_BUILD_MAINT_OPTIONS=hardening=+all; \
	cmake --preset package \
	    -DCMAKE_CXX_FLAGS="$$(dpkg-buildflags --get CXXFLAGS) $$(dpkg-buildflags --get CPPFLAGS)" \
	    -DCMAKE_EXE_LINKER_FLAGS="$$(dpkg-buildflags --get LDFLAGS)"
	cmake --build --preset package -j $(JOBS)
	rm -rf build-package/packages
	cd build-package && cpack -B packages
	scripts/check-package.sh --lintian $$(sed -n 's/^project(Scouter VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt) \
	    build-package/packages/scouter_*_$$(dpkg --print-architecture).deb
	@ls -1 build-package/packages/*.deb

format: deps
	scripts/format.sh

format-check: deps
	scripts/format.sh --check

clean:
	rm -rf --one-file-system build build-asan build-release build-tidy build-package

# clang-tidy over the project's sources, file by file: the tidy preset is the dev preset without
# unity batches, configured only for its compile commands.
tidy: deps
	cmake --preset tidy
	run-clang-tidy -quiet -p build-tidy '^$(CURDIR)/(app|core|ui)/'
