// SPDX-License-Identifier: GPL-3.0-or-later
// Repainting the battle grid with 500 tokens on a 200×200 grid (issue 5 budget: 16 ms), at a
// readable zoom and with the whole grid fitted in view; then the same over an 8,000 × 8,000 map
// (issue 18, same budget), its background painted again on every frame as zooming does (the view
// caches it otherwise), and panned at the readable zoom.
#include "BenchEncounter.h"
#include "OffscreenBenchmarks.h"

#include "grid/BattleGridView.h"
#include "grid/GridMap.h"
#include "grid/MapPicture.h"

#include <QApplication>
#include <QBuffer>
#include <QImage>
#include <QScrollBar>

#include <benchmark/benchmark.h>

namespace {

// Fewer in the smoke run: setting 500 up takes seconds under the sanitizers.
const int kTokens = bench::sized(500, 100);

void repaint(benchmark::State& state, bool fitted) {
    bench::BigEncounter big(kTokens, 200);
    scouter::ui::BattleGridView view(*big.controller);
    view.resize(900, 560);
    view.show();
    QApplication::processEvents();
    if (fitted) {
        view.fitToGrid();
    } else {
        view.resetTransform();
        view.centerOn(100 * 32, 100 * 32);
    }
    for (auto _ : state) {
        view.viewport()->repaint();
    }
}

void gridRepaint500TokensReadableZoom(benchmark::State& state) {
    repaint(state, false);
}
void gridRepaint500TokensWholeGrid(benchmark::State& state) {
    repaint(state, true);
}
BENCHMARK(gridRepaint500TokensReadableZoom)->Unit(benchmark::kMillisecond);
BENCHMARK(gridRepaint500TokensWholeGrid)->Unit(benchmark::kMillisecond);

// Smaller in the smoke run: drawing the picture pixel by pixel is slow under the sanitizers.
const int kMapSide = bench::sized(8000, 800);

// A JPEG of kMapSide² pixels with detail everywhere (flat colour would compress to nothing and
// decode unrealistically fast): bands of colour and a fine check.
const QByteArray& mapFile() {
    static const QByteArray bytes = [] {
        QImage image(kMapSide, kMapSide, QImage::Format_RGB32);
        for (int y = 0; y < kMapSide; ++y) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
            for (int x = 0; x < kMapSide; ++x) {
                const int check = ((x / 8 + y / 8) % 2) * 40;
                line[x] = qRgb((x / 31) % 200 + check, (y / 17) % 200 + check, ((x + y) / 23) % 200);
            }
        }
        QByteArray out;
        QBuffer buffer(&out);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "JPEG", 85);
        return out;
    }();
    return bytes;
}

std::shared_ptr<const scouter::ui::MapPicture> mapPicture() {
    static const auto picture = scouter::ui::MapPicture::decode(mapFile(), QStringLiteral("bench.jpg")).value();
    return picture;
}

enum class Motion { Zoom, Pan };

// 40 map pixels to a square: the 8,000-pixel map covers the 200×200 grid (4 in the smoke run).
void repaintOverMap(benchmark::State& state, bool fitted, Motion motion) {
    bench::BigEncounter big(kTokens, 200);
    big.controller->setMap({mapPicture(), kMapSide / 200.0, 0, 0});
    scouter::ui::BattleGridView view(*big.controller);
    view.resize(900, 560);
    view.show();
    QApplication::processEvents();
    if (fitted) {
        view.fitToGrid();
    } else {
        view.resetTransform();
        view.centerOn(100 * 32, 100 * 32);
    }
    int step = 7;
    for (auto _ : state) {
        if (motion == Motion::Zoom) {
            view.resetCachedContent();
        } else {
            QScrollBar* bar = view.horizontalScrollBar();
            if (bar->value() + step > bar->maximum() || bar->value() + step < bar->minimum()) {
                step = -step;
            }
            bar->setValue(bar->value() + step);
        }
        view.viewport()->repaint();
    }
}

void gridRepaintMap8000With500TokensReadableZoom(benchmark::State& state) {
    repaintOverMap(state, false, Motion::Zoom);
}
void gridRepaintMap8000With500TokensWholeGrid(benchmark::State& state) {
    repaintOverMap(state, true, Motion::Zoom);
}
void gridPanMap8000With500TokensReadableZoom(benchmark::State& state) {
    repaintOverMap(state, false, Motion::Pan);
}
BENCHMARK(gridRepaintMap8000With500TokensReadableZoom)->Unit(benchmark::kMillisecond);
BENCHMARK(gridRepaintMap8000With500TokensWholeGrid)->Unit(benchmark::kMillisecond);
BENCHMARK(gridPanMap8000With500TokensReadableZoom)->Unit(benchmark::kMillisecond);

// Reading the map once, on the worker thread, when the encounter opens or the ARC picks a file.
void mapDecode8000(benchmark::State& state) {
    const QByteArray& bytes = mapFile();
    for (auto _ : state) {
        benchmark::DoNotOptimize(scouter::ui::MapPicture::decode(bytes, QStringLiteral("bench.jpg")));
    }
}
BENCHMARK(mapDecode8000)->Unit(benchmark::kMillisecond)->Iterations(bench::times(3));

} // namespace

int main(int argc, char** argv) {
    return bench::runOffscreen(argc, argv);
}
