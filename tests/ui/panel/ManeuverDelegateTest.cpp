// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverDelegate.h"

#include <QApplication>
#include <QImage>
#include <QPalette>
#include <QStandardItemModel>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

// A list like the panel's (ManeuverList): groups of maneuvers with their costs, a bold row that
// answers an offer, a greyed one the rules refuse now, and the current row selected.
class ManeuverRows {
public:
    ManeuverRows() {
        m_model.setColumnCount(2);
        auto* group = new QStandardItem(QStringLiteral("Attacks"));
        QFont bold = group->font();
        bold.setBold(true);
        group->setFont(bold);
        const auto row = [&](const QString& name, const QString& cost) {
            QList<QStandardItem*> cells{new QStandardItem(name), new QStandardItem(cost)};
            group->appendRow(cells);
            return cells;
        };
        row(QStringLiteral("Strike  (S)"), QStringLiteral("8 ticks → 9"));
        row(QStringLiteral("Thrust"), QStringLiteral("6 ticks → 7"))[0]->setFont(bold);
        const auto refused = row(QStringLiteral("Disarm"), QStringLiteral("9 ticks"));
        for (QStandardItem* cell : refused) {
            cell->setForeground(QPalette().brush(QPalette::Disabled, QPalette::Text));
        }
        row(QStringLiteral("A maneuver whose name is far too long for the room it has"), QStringLiteral("1 tick → 2"));
        m_model.appendRow(QList<QStandardItem*>{group, new QStandardItem()});

        m_view.setModel(&m_model);
        m_view.setUniformRowHeights(true);
        m_view.setAllColumnsShowFocus(true);
        m_view.setIndentation(8);
        m_view.setHeaderHidden(true);
        m_view.setStyleSheet(QStringLiteral("QTreeView::item { padding: 0px; }"));
        m_view.resize(300, 160);
        m_view.expandAll();
        m_view.setCurrentIndex(m_model.index(0, 0, m_model.index(0, 0)));
        m_view.show();
        QApplication::processEvents();
    }

    [[nodiscard]] QImage drawn() {
        QImage image(m_view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        m_view.viewport()->render(&image);
        return image;
    }

    QStandardItemModel m_model;
    QTreeView m_view;
};

// The list draws every row as Qt's own delegate would: the same pixels, for a plain row, a bold one,
// a greyed one, the selected one and one too long for its cell, twice over (the second time from
// the texts it laid out the first).
TEST(ManeuverDelegate, DrawsEveryRowAsTheStylesOwnDelegate) {
    ManeuverRows rows;
    const QImage styles = rows.drawn();
    rows.m_view.setItemDelegate(new ManeuverDelegate(&rows.m_view));
    EXPECT_TRUE(rows.drawn() == styles);
    EXPECT_TRUE(rows.drawn() == styles);

    rows.m_view.resize(140, 160); // the costs no longer fit: cut as the style cuts them
    QApplication::processEvents();
    const QImage narrow = rows.drawn();
    rows.m_view.setItemDelegate(new QStyledItemDelegate(&rows.m_view));
    EXPECT_TRUE(rows.drawn() == narrow);
}

} // namespace
} // namespace scouter::ui
