// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace scouter::ui {

// Draws the players' order to come (PublicRoster) for a screen across the room: the name in
// white beside a bar of its side's colour with its conditions as chips under it, whose turn it is
// in a lighter band with a yellow marker, the health word in its tone's colour (green, amber, red)
// or a PC's pools one to a line.
class PlayerRosterDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit PlayerRosterDelegate(QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace scouter::ui
