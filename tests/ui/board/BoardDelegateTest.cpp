// The board's pools column paints in bounded time and space whatever the pools hold.
#include "board/BoardDelegate.h"
#include "board/InitiativeBoardModel.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QStandardItemModel>
#include <QStyleOptionViewItem>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

using Model = InitiativeBoardModel;

class PoolsPainting : public ::testing::Test {
protected:
    PoolsPainting() : m_model(1, Model::ColumnCount) {
        m_option.rect = QRect(0, 0, 120, 22);
        m_option.palette = QApplication::palette();
        m_option.font = QApplication::font();
        m_option.fontMetrics = QFontMetrics(m_option.font);
    }

    // Records the painting of a pools cell holding these pools.
    QPicture paint(int actions, int base, int converted) {
        const QModelIndex cell = m_model.index(0, Model::Pools);
        m_model.setData(cell, QVariantList{actions, base, converted}, Model::PoolsRole);
        QPicture picture;
        QPainter painter(&picture);
        m_delegate.paint(&painter, m_option, cell);
        painter.end();
        return picture;
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
    const QPicture usual = paint(3, 1, 0);
    const QPicture large = paint(100'000, 100'000, 100'000);
    ASSERT_LT(large.size(), 4 * usual.size()) << "the recorded painting grew with the pool";
    ASSERT_TRUE(m_option.rect.contains(large.boundingRect())) << "painted outside the cell";
    const QPicture huge = paint(1'000'000'000, 1'000'000'000, 1'000'000'000);
    EXPECT_LT(huge.size(), 4 * usual.size());
    EXPECT_TRUE(m_option.rect.contains(huge.boundingRect()));
}

TEST_F(PoolsPainting, PastTheCapTheNumberIsShown) {
    const QImage thousand = render(paint(1000, 1, 0));
    const QImage twoThousand = render(paint(2000, 1, 0));
    EXPECT_NE(thousand, twoThousand) << "two different pools look the same";
    // Up to the cap every Action is its own pip, as before.
    EXPECT_NE(render(paint(5, 1, 0)), render(paint(6, 1, 0)));
    EXPECT_LT(paint(6, 1, 0).size(), 4 * paint(3, 1, 0).size());
}

TEST_F(PoolsPainting, ThePipsShowOnTheSelectedRow) {
    // The selection highlight is the row's background: Actions drawn in it vanished.
    m_option.state |= QStyle::State_Selected;
    m_option.state |= QStyle::State_Enabled;
    const QImage selected = render(paint(3, 1, 0));
    const QColor highlight = m_option.palette.color(QPalette::Highlight);
    const QPoint firstPip(4 + 4, 11); // the first Action's centre
    EXPECT_NE(selected.pixelColor(firstPip).rgb(), highlight.rgb());
    EXPECT_EQ(selected.pixelColor(firstPip).rgb(), m_option.palette.color(QPalette::HighlightedText).rgb());
}

TEST(ChipLayout, ChipsWrapWithinTheColumnAndTheRowGrowsForThem) {
    const QStringList chips{QStringLiteral("Guard Down · until end of Goku's turn"), QStringLiteral("Shaken"),
                            QStringLiteral("Slowed · 2 rounds left"), QStringLiteral("Prone")};
    const QFont font = BoardDelegate::chipFont(QApplication::font());
    const int narrow = QFontMetrics(font).horizontalAdvance(chips[0]) / 2;
    const auto placed = BoardDelegate::layoutChips(chips, font, {0, 0}, narrow);
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
    QStandardItemModel model(1, InitiativeBoardModel::ColumnCount);
    const QModelIndex cell = model.index(0, InitiativeBoardModel::Conditions);
    model.setData(cell, chips, InitiativeBoardModel::ChipsRole);
    QStyleOptionViewItem option;
    option.font = QApplication::font();
    option.fontMetrics = QFontMetrics(option.font);
    option.rect = QRect(0, 0, narrow, 20);
    const BoardDelegate delegate;
    EXPECT_GE(delegate.sizeHint(option, cell).height(), bottom);
}

} // namespace
} // namespace scouter::ui::test
