// SPDX-License-Identifier: GPL-3.0-or-later
// The board's cells paint by the kind the ruleset gives them: pips in bounded time and space
// whatever the pool holds, chips wrapped in their column and coloured by their tone.
#include "board/BoardDelegate.h"
#include "Theme.h"
#include "board/ChipPainter.h"
#include "board/InitiativeBoardModel.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QStandardItemModel>
#include <QStyleOptionViewItem>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>

namespace scouter::ui::test {
namespace {

using Model = InitiativeBoardModel;

class PoolsPainting : public ::testing::Test {
protected:
    PoolsPainting() : m_model(1, Model::FirstRulesetColumn + 1) {
        m_option.rect = QRect(0, 0, 120, 22);
        m_option.palette = QApplication::palette();
        m_option.font = QApplication::font();
        m_option.fontMetrics = QFontMetrics(m_option.font);
    }

    // Records the painting of a Pips cell holding `value` of `maximum`.
    QPicture paint(int value, int maximum, engine::Tone tone = engine::Tone::Neutral) {
        const QModelIndex cell = m_model.index(0, Model::FirstRulesetColumn);
        m_model.setData(cell, static_cast<int>(engine::BoardColumn::Kind::Pips), Model::KindRole);
        m_model.setData(cell, QPoint(value, maximum), Model::BarRole);
        m_model.setData(cell, static_cast<int>(tone), Model::ToneRole);
        QPicture picture;
        QPainter painter(&picture);
        m_delegate.paint(&painter, m_option, cell);
        painter.end();
        return picture;
    }

    // Paints a Bar cell holding `value` (current, largest) worded `text` with `delegate`, the
    // fixture's unless another is given; in `tone` when one is given.
    QImage paintBar(QPoint value, const QString& text, std::optional<engine::Tone> tone = std::nullopt,
                    BoardDelegate* delegate = nullptr) {
        const QModelIndex cell = m_model.index(0, Model::FirstRulesetColumn);
        m_model.setData(cell, static_cast<int>(engine::BoardColumn::Kind::Bar), Model::KindRole);
        m_model.setData(cell, value, Model::BarRole);
        if (tone) {
            m_model.setData(cell, static_cast<int>(*tone), Model::ToneRole);
        }
        m_model.setData(cell, text, Qt::DisplayRole);
        QImage image(120, 22, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        (delegate != nullptr ? *delegate : m_delegate).paint(&painter, m_option, cell);
        painter.end();
        return image;
    }

    static QImage render(const QPicture& picture) {
        QImage image(120, 22, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.drawPicture(0, 0, picture);
        return image;
    }

    QStandardItemModel m_model;
    BoardDelegate m_delegate;
    QStyleOptionViewItem m_option;
};

TEST_F(PoolsPainting, AHugePoolIsOnePipAndItsNumberInsideTheCell) {
    // At 10^9 Actions the board drew a pip per Action and the window hung on every start.
    const QPicture usual = paint(3, 3);
    const QPicture large = paint(100'000, 100'000);
    ASSERT_LT(large.size(), 4 * usual.size()) << "the recorded painting grew with the pool";
    ASSERT_TRUE(m_option.rect.contains(large.boundingRect())) << "painted outside the cell";
    const QPicture huge = paint(1'000'000'000, 1'000'000'000);
    EXPECT_LT(huge.size(), 4 * usual.size());
    EXPECT_TRUE(m_option.rect.contains(huge.boundingRect()));
}

TEST_F(PoolsPainting, PastTheCapTheNumberIsShown) {
    const QImage thousand = render(paint(1000, 1000));
    const QImage twoThousand = render(paint(2000, 2000));
    EXPECT_NE(thousand, twoThousand) << "two different pools look the same";
    // Up to the cap every Action is its own pip, as before; a spent one stays as an empty pip.
    EXPECT_NE(render(paint(5, 5)), render(paint(6, 6)));
    EXPECT_NE(render(paint(2, 3)), render(paint(3, 3)));
    EXPECT_LT(paint(6, 6).size(), 4 * paint(3, 3).size());
}

TEST_F(PoolsPainting, ThePipsShowOnTheSelectedRow) {
    // The selection highlight is the row's background: Actions drawn in it vanished.
    m_option.state |= QStyle::State_Selected;
    m_option.state |= QStyle::State_Enabled;
    const QImage selected = render(paint(3, 3));
    const QColor highlight = m_option.palette.color(QPalette::Highlight);
    const QPoint firstPip(4 + 4, 11); // the first Action's centre
    EXPECT_NE(selected.pixelColor(firstPip).rgb(), highlight.rgb());
    EXPECT_EQ(selected.pixelColor(firstPip).rgb(), m_option.palette.color(QPalette::HighlightedText).rgb());
}

TEST_F(PoolsPainting, APipsToneIsItsColour) {
    // DBU's Counter Actions are amber (Warning), as they always were on the board.
    const QPoint firstPip(4 + 4, 11);
    const QImage amber = render(paint(1, 1, engine::Tone::Warning));
    EXPECT_EQ(amber.pixelColor(firstPip).rgb(), toneColours(engine::Tone::Warning, m_option.palette).fill.rgb());
    EXPECT_NE(render(paint(1, 1, engine::Tone::Neutral)).pixelColor(firstPip).rgb(), amber.pixelColor(firstPip).rgb());
}

// Bars and pips are drawn once and kept: a kept drawing must follow all that changed (the value,
// the tone, the row's selection), and look as the first drawing of the same cell did.
TEST_F(PoolsPainting, AKeptDrawingFollowsWhatChanged) {
    const QPoint firstPip(4 + 4, 11);
    m_option.state |= QStyle::State_Enabled;
    const QImage plain = render(paint(3, 3));
    m_option.state |= QStyle::State_Selected;
    EXPECT_EQ(render(paint(3, 3)).pixelColor(firstPip).rgb(), m_option.palette.color(QPalette::HighlightedText).rgb());
    m_option.state &= ~QStyle::State_Selected;
    EXPECT_EQ(render(paint(3, 3)), plain);
    EXPECT_NE(render(paint(1, 3)).pixelColor(firstPip + QPoint(2 * 13, 0)),
              plain.pixelColor(firstPip + QPoint(2 * 13, 0)))
        << "a spent Action still drawn full";
    const auto bar = [this](int life, engine::Tone tone, BoardDelegate& delegate) {
        return paintBar(QPoint(life, 40), QStringLiteral("Life"), tone, &delegate);
    };
    const QImage full = bar(40, engine::Tone::Good, m_delegate);
    const QImage half = bar(20, engine::Tone::Good, m_delegate);
    EXPECT_NE(half, full) << "the bar kept its old fill";
    EXPECT_NE(bar(20, engine::Tone::Bad, m_delegate), half) << "the bar kept its old colour";
    BoardDelegate fresh;
    EXPECT_EQ(bar(20, engine::Tone::Good, fresh), bar(20, engine::Tone::Good, m_delegate));
    EXPECT_EQ(bar(40, engine::Tone::Good, m_delegate), full);
}

// A bar's numbers: whatever it holds now (its laid-out words are kept between paints), in the
// middle of the bar, the same each time it is painted.
TEST_F(PoolsPainting, ABarShowsItsNumbersOfNowInItsMiddle) {
    const auto bar = [this](const QString& text) { return paintBar(QPoint(28, 40), text); };
    const QImage first = bar(QStringLiteral("28/40"));
    EXPECT_NE(bar(QStringLiteral("9/40")), first) << "the bar kept its old numbers";
    EXPECT_EQ(bar(QStringLiteral("28/40")), first);
    // The white of the numbers, centred across the bar within a pixel or two.
    int left = first.width();
    int right = -1;
    for (int y = 0; y < first.height(); ++y) {
        for (int x = 0; x < first.width(); ++x) {
            if (first.pixelColor(x, y) == QColor(Qt::white)) {
                left = std::min(left, x);
                right = std::max(right, x);
            }
        }
    }
    ASSERT_GE(right, left) << "no white numbers on the bar";
    EXPECT_LE(std::abs((left + right) / 2 - m_option.rect.center().x()), 3) << left << ".." << right;
    m_option.font.setPointSize(m_option.font.pointSize() + 6);
    m_option.fontMetrics = QFontMetrics(m_option.font);
    EXPECT_NE(bar(QStringLiteral("28/40")), first) << "a larger font drew the numbers laid out for the smaller one";
}

TEST(ChipTones, EachToneReadsOnLightAndDarkPalettes) {
    // The chip's words on its fill: enough contrast for each tone, in both themes.
    QPalette light = QApplication::palette();
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    QPalette dark = light;
    dark.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x6f, 0xb8));
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    for (const QPalette& palette : {light, dark}) {
        for (const auto tone : {engine::Tone::Neutral, engine::Tone::Good, engine::Tone::Warning, engine::Tone::Bad}) {
            const ToneColours colours = toneColours(tone, palette);
            const double a = luminance(colours.fill) + 0.05;
            const double b = luminance(colours.text) + 0.05;
            EXPECT_GE(std::max(a, b) / std::min(a, b), 4.5)
                << "tone " << static_cast<int>(tone) << (isDark(palette) ? " dark" : " light");
        }
    }
    EXPECT_TRUE(isDark(dark));
    EXPECT_FALSE(isDark(light));
    EXPECT_NE(toneColours(engine::Tone::Bad, light).fill, toneColours(engine::Tone::Good, light).fill);
}

// The tones are worked out once per palette: a palette changed in place, and the same palette in
// another colour group (a view's inactive or disabled rows), each get their own.
TEST(ChipTones, TheNeutralChipFollowsThePalettesHighlightAndColourGroup) {
    QPalette palette = QApplication::palette();
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    const QColor blue = toneColours(engine::Tone::Neutral, palette).fill;
    palette.setColor(QPalette::Highlight, QColor(0x2e, 0x7d, 0x32));
    const QColor green = toneColours(engine::Tone::Neutral, palette).fill;
    EXPECT_NE(green, blue);
    EXPECT_GT(green.green(), green.blue());
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0xc6, 0x28, 0x28));
    palette.setCurrentColorGroup(QPalette::Disabled);
    const QColor red = toneColours(engine::Tone::Neutral, palette).fill;
    EXPECT_GT(red.red(), red.green());
    palette.setCurrentColorGroup(QPalette::Active);
    EXPECT_EQ(toneColours(engine::Tone::Neutral, palette).fill, green);
    palette.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
    EXPECT_EQ(toneColours(engine::Tone::Warning, palette).fill, QColor(0xff, 0xb3, 0x00)) << "the dark board's amber";
}

// A board's Chips cell holding `chips`, in the first row of `model`.
QModelIndex chipsCell(QStandardItemModel& model, const QStringList& chips) {
    const QModelIndex cell = model.index(0, InitiativeBoardModel::FirstRulesetColumn);
    model.setData(cell, static_cast<int>(engine::BoardColumn::Kind::Chips), InitiativeBoardModel::KindRole);
    model.setData(cell, chips, InitiativeBoardModel::ChipsRole);
    return cell;
}

// How the board's view asks a cell `width` wide for its size, in the application's font.
QStyleOptionViewItem cellOption(int width) {
    QStyleOptionViewItem option;
    option.font = QApplication::font();
    option.fontMetrics = QFontMetrics(option.font);
    option.rect = QRect(0, 0, width, 20);
    return option;
}

// A chip's words drawn in its box break where they were measured to break: "Dying check DC 10 due"
// measured on two lines was drawn on three in a narrow Checks column, its first and last cut.
TEST(ChipLayout, AWrappedChipIsDrawnOnTheLinesItWasMeasuredFor) {
    const QFont font = ChipPainter::font(QApplication::font());
    const QFontMetrics metrics(font);
    for (const QString& text : {QStringLiteral("Dying check DC 10 due"), QStringLiteral("Recovery (Disabled) due"),
                                QStringLiteral("Recovery (Wounded) from round 3")}) {
        for (int width = metrics.averageCharWidth() * 8; width < metrics.horizontalAdvance(text) + 30; ++width) {
            const auto placed = ChipPainter::layout({text}, font, {0, 0}, width);
            ASSERT_EQ(placed.size(), 1u);
            const QRect box = placed[0].rect.adjusted(5, 1, -5, -1);
            const QRect drawn = metrics.boundingRect(box, Qt::AlignCenter | Qt::TextWordWrap, text);
            EXPECT_LE(drawn.height(), box.height()) << text.toStdString() << " at " << width << " px";
        }
    }
}

TEST(ChipLayout, ChipsWrapWithinTheColumnAndTheRowGrowsForThem) {
    const QStringList chips{QStringLiteral("Guard Down · until end of Goku's turn"), QStringLiteral("Shaken"),
                            QStringLiteral("Slowed · 2 rounds left"), QStringLiteral("Prone")};
    const QFont font = ChipPainter::font(QApplication::font());
    const int narrow = QFontMetrics(font).horizontalAdvance(chips[0]) / 2;
    const auto placed = ChipPainter::layout(chips, font, {0, 0}, narrow);
    ASSERT_EQ(placed.size(), 4u);
    int bottom = 0;
    for (const auto& chip : placed) {
        EXPECT_LE(chip.rect.right(), narrow) << chip.text.toStdString() << " runs out of its column";
        EXPECT_GE(chip.rect.left(), 0);
        bottom = std::max(bottom, chip.rect.bottom());
    }
    EXPECT_GT(placed[0].rect.height(), QFontMetrics(font).height() + 2) << "the long chip did not wrap its words";
    EXPECT_GT(placed[3].rect.top(), placed[0].rect.top());

    // The board's rows ask for that height.
    QStandardItemModel model(1, InitiativeBoardModel::FirstRulesetColumn + 1);
    const QModelIndex cell = chipsCell(model, chips);
    const BoardDelegate delegate;
    EXPECT_GE(delegate.sizeHint(cellOption(narrow), cell).height(), bottom);
}

// The heights the delegate remembers follow what the row shows: fewer chips, a wider column or a
// larger font each give the height laid out afresh for them, not the one asked before.
TEST(ChipLayout, ARowsHeightFollowsItsChipsItsWidthAndTheFont) {
    const QStringList chips{QStringLiteral("Guard Down · until end of Goku's turn"), QStringLiteral("Shaken"),
                            QStringLiteral("Slowed · 2 rounds left"), QStringLiteral("Prone")};
    QStandardItemModel model(1, InitiativeBoardModel::FirstRulesetColumn + 1);
    const QModelIndex cell = chipsCell(model, chips);
    const int narrow = QFontMetrics(ChipPainter::font(QApplication::font())).horizontalAdvance(chips[0]) / 2;
    QStyleOptionViewItem option = cellOption(narrow);
    const BoardDelegate delegate;
    const auto height = [&] { return delegate.sizeHint(option, cell).height(); };
    const int four = height();
    model.setData(cell, QStringList{QStringLiteral("Prone")}, InitiativeBoardModel::ChipsRole);
    const int one = height();
    EXPECT_LT(one, four) << "one chip left, the row kept the height of four";
    model.setData(cell, chips, InitiativeBoardModel::ChipsRole);
    EXPECT_EQ(height(), four);
    option.rect.setWidth(narrow * 8);
    EXPECT_LT(height(), four) << "a wide column puts the chips side by side";
    option.rect.setWidth(narrow);
    option.font.setPointSizeF(option.font.pointSizeF() * 2);
    option.fontMetrics = QFontMetrics(option.font);
    EXPECT_GT(height(), four) << "twice the font, the same height";
}

} // namespace
} // namespace scouter::ui::test
