// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/ChipPainter.h"

#include "Theme.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStyleOptionViewItem>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

constexpr int kCell = 220;

QPalette lightPalette() {
    QPalette palette = QApplication::palette();
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    palette.setColor(QPalette::HighlightedText, QColor(0xff, 0x00, 0xff));
    return palette;
}

// One cell of chips painted by `chips` onto white, as a board row paints them.
QImage paintCell(const ChipPainter& chips, const QStringList& texts, const QVariantList& tones, const QPalette& palette,
                 bool selected = false) {
    QStyleOptionViewItem option;
    option.font = QApplication::font();
    option.palette = palette;
    option.rect = QRect(0, 0, kCell, 60);
    option.state = selected ? QStyle::State_Selected : QStyle::State_None;
    const QFont font = ChipPainter::font(option.font);
    QImage image(option.rect.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    chips.paint(painter, option, chips.placed(texts, font, {0, 0}, kCell), tones, font, 8.0);
    painter.end();
    return image;
}

// The colour at the middle of a chip's left end, inside its rounded corners and before its words.
QRgb fillOf(const QImage& image, const ChipPainter::Chip& chip) {
    return image.pixel(chip.rect.left() + 3, chip.rect.center().y());
}

// A chip drawn once and kept still shows what the cell holds now: its tone, its words, the
// palette and the row's selection each give it the look that goes with them.
TEST(ChipPainter, AKeptChipFollowsItsToneWordsPaletteAndSelection) {
    const ChipPainter chips;
    const QPalette palette = lightPalette();
    const QStringList slowed{QStringLiteral("Slowed 2")};
    const QFont font = ChipPainter::font(QApplication::font());
    const ChipPainter::Chip chip = chips.placed(slowed, font, {0, 0}, kCell).at(0);

    const QImage bad = paintCell(chips, slowed, {static_cast<int>(engine::Tone::Bad)}, palette);
    EXPECT_EQ(fillOf(bad, chip), toneColours(engine::Tone::Bad, palette).fill.rgb());
    const QImage good = paintCell(chips, slowed, {static_cast<int>(engine::Tone::Good)}, palette);
    EXPECT_EQ(fillOf(good, chip), toneColours(engine::Tone::Good, palette).fill.rgb()) << "the red chip came back";
    EXPECT_TRUE(paintCell(chips, slowed, {static_cast<int>(engine::Tone::Bad)}, palette) == bad);

    // Words of the same width (digits are) are still other words.
    const QStringList other{QStringLiteral("Slowed 3")};
    ASSERT_EQ(chips.placed(other, font, {0, 0}, kCell).at(0).rect, chip.rect);
    EXPECT_FALSE(paintCell(chips, other, {static_cast<int>(engine::Tone::Bad)}, palette) == bad)
        << "\"Slowed 3\" was painted as \"Slowed 2\"";

    QPalette green = palette;
    green.setColor(QPalette::Highlight, QColor(0x2e, 0x7d, 0x32));
    EXPECT_EQ(fillOf(paintCell(chips, slowed, {}, green), chip), toneColours(engine::Tone::Neutral, green).fill.rgb())
        << "a neutral chip kept the old highlight's colour";

    // On a selected row the chip is outlined in the highlighted text's colour (magenta here): the
    // outline straddles the chip's edge, half of it on the row just above the chip.
    const QImage selected = paintCell(chips, slowed, {static_cast<int>(engine::Tone::Bad)}, palette, true);
    const int x = chip.rect.center().x();
    EXPECT_EQ(bad.pixelColor(x, chip.rect.top() - 1), QColor(Qt::white));
    const QColor above = selected.pixelColor(x, chip.rect.top() - 1);
    EXPECT_LT(above.green(), 200) << "no outline past the chip's edge";
    EXPECT_GT(above.blue(), 200);
    EXPECT_GT(selected.pixelColor(x, chip.rect.top()).blue(), bad.pixelColor(x, chip.rect.top()).blue() + 40);
}

// Chips laid out once are placed wherever the cell is, and laid out afresh for another width or font.
TEST(ChipPainter, KeptLayoutsFollowTheCellItsWidthAndTheFont) {
    const ChipPainter chips;
    const QStringList texts{QStringLiteral("Guard Down · until end of Goku's turn"), QStringLiteral("Shaken"),
                            QStringLiteral("Slowed · 2 rounds left")};
    const QFont font = ChipPainter::font(QApplication::font());
    const int narrow = QFontMetrics(font).horizontalAdvance(texts[0]) / 2;
    const auto at = [&](QPoint origin, int width, const QFont& in) {
        std::vector<QRect> rects;
        for (const auto& chip : chips.placed(texts, in, origin, width)) {
            rects.push_back(chip.rect);
        }
        return rects;
    };
    const auto laid = [&](QPoint origin, int width, const QFont& in) {
        std::vector<QRect> rects;
        for (const auto& chip : ChipPainter::layout(texts, in, origin, width)) {
            rects.push_back(chip.rect);
        }
        return rects;
    };
    EXPECT_EQ(at({0, 0}, narrow, font), laid({0, 0}, narrow, font));
    EXPECT_EQ(at({40, 300}, narrow, font), laid({40, 300}, narrow, font)) << "a lower row took the first's places";
    EXPECT_EQ(at({0, 0}, narrow * 6, font), laid({0, 0}, narrow * 6, font));
    EXPECT_NE(at({0, 0}, narrow * 6, font), at({0, 0}, narrow, font));
    QFont large = font;
    large.setPointSizeF(font.pointSizeF() * 2);
    EXPECT_EQ(at({0, 0}, narrow, large), laid({0, 0}, narrow, large)) << "the larger font got the smaller's layout";
    EXPECT_TRUE(chips.placed({}, font, {0, 0}, narrow).empty());
}

} // namespace
} // namespace scouter::ui::test
