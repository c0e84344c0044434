#include "board/BoardDelegate.h"

#include "board/InitiativeBoardModel.h"

#include <QApplication>
#include <QPainter>
#include <QPoint>

namespace scouter::ui {

namespace {
constexpr int kPip = 9;
constexpr int kGap = 4;
// Pips of one kind drawn at most; past it one pip and the number stand for them all, so a pool of
// any size (a Tier far above the opponents' gives an Action per Tier) paints in constant time.
constexpr int kMaxActionPips = 6;
constexpr int kMaxCounterPips = 3;
} // namespace

QColor BoardDelegate::barColour(double fraction, bool ki) {
    if (ki) {
        return fraction < 0.25 ? QColor(0x7e, 0x57, 0xc2) : QColor(0x1e, 0x88, 0xe5);
    }
    if (fraction < 0.25) {
        return {0xe5, 0x39, 0x35};
    }
    if (fraction < 0.5) {
        return {0xfb, 0x8c, 0x00};
    }
    return {0x43, 0xa0, 0x47};
}

void BoardDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const int column = index.column();
    const bool bar = (column == InitiativeBoardModel::Life || column == InitiativeBoardModel::Ki) &&
                     index.data(InitiativeBoardModel::BarRole).isValid();
    const bool pools = column == InitiativeBoardModel::Pools && index.data(InitiativeBoardModel::PoolsRole).isValid();
    const bool chips = column == InitiativeBoardModel::Conditions &&
                       !index.data(InitiativeBoardModel::ChipsRole).toStringList().isEmpty();
    if (!bar && !pools && !chips) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The background and selection as the style draws them, without the text.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget != nullptr ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (bar) {
        paintBar(painter, option, index);
    } else if (pools) {
        paintPools(painter, option, index);
    } else {
        paintChips(painter, option, index);
    }
    painter->restore();
}

void BoardDelegate::paintBar(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QPoint value = index.data(InitiativeBoardModel::BarRole).toPoint();
    const double fraction = value.y() > 0 ? std::clamp(static_cast<double>(value.x()) / value.y(), 0.0, 1.0) : 0.0;
    const QRect area = option.rect.adjusted(3, 3, -3, -3);
    const QColor track = option.palette.color(QPalette::Mid);
    painter->setPen(Qt::NoPen);
    painter->setBrush(track);
    painter->drawRoundedRect(area, 3, 3);
    QRect filled = area;
    filled.setWidth(static_cast<int>(area.width() * fraction));
    painter->setBrush(barColour(fraction, index.column() == InitiativeBoardModel::Ki));
    painter->drawRoundedRect(filled, 3, 3);
    QFont font = option.font;
    font.setBold(true);
    painter->setFont(font);
    // White on a one-pixel dark shadow keeps the numbers readable on every fill and on the track.
    const QString text = QStringLiteral("%1/%2").arg(value.x()).arg(value.y());
    painter->setPen(QColor(0, 0, 0, 170));
    painter->drawText(area.translated(1, 1), Qt::AlignCenter, text);
    painter->setPen(Qt::white);
    painter->drawText(area, Qt::AlignCenter, text);
}

void BoardDelegate::paintPools(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QVariantList pools = index.data(InitiativeBoardModel::PoolsRole).toList();
    const int actions = pools.value(0).toInt();
    const int base = pools.value(1).toInt();
    const int converted = pools.value(2).toInt();
    const QColor action = option.palette.color(QPalette::Highlight);
    const QColor counter(0xff, 0xa0, 0x00);
    const QColor empty = option.palette.color(QPalette::Mid);
    painter->setClipRect(option.rect);
    int x = option.rect.left() + 4;
    const int y = option.rect.center().y() - kPip / 2;
    const auto pip = [&](const QColor& fill, bool outline) {
        const QRect r(x, y, kPip, kPip);
        painter->setPen(outline ? QPen(fill, 2) : Qt::NoPen);
        painter->setBrush(outline ? Qt::NoBrush : QBrush(fill));
        painter->drawEllipse(r.adjusted(1, 1, -1, -1));
        x += kPip + kGap;
    };
    const auto diamond = [&](const QColor& fill) {
        QPolygon shape;
        const QRect r(x, y, kPip, kPip);
        shape << QPoint(r.center().x(), r.top()) << QPoint(r.right(), r.center().y())
              << QPoint(r.center().x(), r.bottom()) << QPoint(r.left(), r.center().y());
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawPolygon(shape);
        x += kPip + kGap;
    };
    const auto number = [&](int count) {
        const QString text = QStringLiteral("×%1").arg(count);
        const int width = option.fontMetrics.horizontalAdvance(text);
        painter->setPen(option.palette.color(QPalette::Text));
        painter->setFont(option.font);
        painter->drawText(QRect(x - kGap + 1, option.rect.top(), width + 2, option.rect.height()), Qt::AlignVCenter,
                          text);
        x += width + kGap;
    };
    // Three Actions a round is the usual pool; more (Advantage, Momentum) add pips up to the cap.
    if (actions > kMaxActionPips) {
        pip(action, false);
        number(actions);
    } else {
        for (int i = 0; i < std::max(actions, 3); ++i) {
            pip(i < actions ? action : empty, false);
        }
    }
    x += kGap;
    if (base > kMaxCounterPips) {
        diamond(counter);
        number(base);
    } else {
        for (int i = 0; i < std::max(base, 1); ++i) {
            diamond(i < base ? counter : empty);
        }
    }
    if (converted > kMaxCounterPips) {
        pip(counter, true);
        number(converted);
    } else {
        for (int i = 0; i < converted; ++i) {
            pip(counter, true);
        }
    }
}

void BoardDelegate::paintChips(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QStringList chips = index.data(InitiativeBoardModel::ChipsRole).toStringList();
    QFont font = option.font;
    font.setPointSizeF(font.pointSizeF() * 0.9);
    painter->setFont(font);
    const QFontMetrics metrics(font);
    int x = option.rect.left() + 3;
    const int height = metrics.height() + 2;
    const int y = option.rect.center().y() - height / 2;
    for (const QString& chip : chips) {
        const int width = metrics.horizontalAdvance(chip) + 10;
        if (x + width > option.rect.right() && x > option.rect.left() + 3) {
            painter->setPen(option.palette.color(QPalette::Text));
            painter->drawText(QRect(x, y, option.rect.right() - x, height), Qt::AlignVCenter, QStringLiteral("…"));
            break;
        }
        const QRect r(x, y, width, height);
        const bool bad = chip.startsWith(QLatin1String("Defeated")) || chip.startsWith(QLatin1String("Poisoned"));
        painter->setPen(Qt::NoPen);
        painter->setBrush(bad ? QColor(0xc6, 0x28, 0x28) : option.palette.color(QPalette::Highlight).darker(120));
        painter->drawRoundedRect(r, height / 2.0, height / 2.0);
        painter->setPen(Qt::white);
        painter->drawText(r, Qt::AlignCenter, chip);
        x += width + 4;
    }
}

QSize BoardDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(std::max(size.height(), option.fontMetrics.height() + 8));
    switch (index.column()) {
    case InitiativeBoardModel::Life:
    case InitiativeBoardModel::Ki:
        size.setWidth(std::max(size.width(), option.fontMetrics.horizontalAdvance(QStringLiteral("888/888")) + 16));
        break;
    case InitiativeBoardModel::Pools:
        size.setWidth(6 * (kPip + kGap) + 12);
        break;
    default:
        break;
    }
    return size;
}

} // namespace scouter::ui
