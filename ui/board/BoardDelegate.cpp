#include "board/BoardDelegate.h"

#include "board/InitiativeBoardModel.h"

#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPainter>
#include <QPoint>
#include <QTreeView>

namespace scouter::ui {

namespace {
constexpr int kPip = 9;
constexpr int kGap = 4;
// Pips of one kind drawn at most; past it one pip and the number stand for them all, so a pool of
// any size (a Tier far above the opponents' gives an Action per Tier) paints in constant time.
constexpr int kMaxActionPips = 6;
constexpr int kMaxCounterPips = 3;
constexpr int kChipPadding = 5;
constexpr int kChipGap = 3;
const char* const kInitiativeEditor = "initiativeEditor";

// The Conditions column's width in the view that asks, for laying its chips out before painting.
int conditionsWidth(const QStyleOptionViewItem& option) {
    if (const auto* view = qobject_cast<const QTreeView*>(option.widget)) {
        return view->header()->sectionSize(InitiativeBoardModel::Conditions);
    }
    return option.rect.width() > 0 ? option.rect.width() : 200;
}
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
    // One line high whatever the row's height (a row grows with its condition chips).
    const int height = option.fontMetrics.height() + 4;
    QRect area = option.rect.adjusted(3, 0, -3, 0);
    area.setTop(option.rect.center().y() - height / 2);
    area.setHeight(height);
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
    // On the selected row the highlight is the background: the pips take the highlighted text's colour.
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    const QColor action = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Highlight);
    const QColor counter(0xff, 0xa0, 0x00);
    // Spent pips in the text's colour, faint: they show on light, dark and highlighted rows alike.
    QColor empty = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    empty.setAlpha(selected ? 110 : 70);
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

QFont BoardDelegate::chipFont(const QFont& font) {
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.9);
    return small;
}

std::vector<BoardDelegate::Chip> BoardDelegate::layoutChips(const QStringList& chips, const QFont& font, QPoint origin,
                                                            int width) {
    const QFontMetrics metrics(font);
    const int textRoom = std::max(width - 2 * kChipGap - 2 * kChipPadding, metrics.averageCharWidth() * 6);
    std::vector<Chip> out;
    int x = origin.x() + kChipGap;
    int y = origin.y() + kChipGap;
    int lineHeight = 0;
    for (const QString& chip : chips) {
        const QRect text = metrics.boundingRect(QRect(0, 0, textRoom, 10000), Qt::TextWordWrap, chip);
        const QSize size(text.width() + 2 * kChipPadding, text.height() + 2);
        if (x > origin.x() + kChipGap && x + size.width() > origin.x() + width - kChipGap) {
            x = origin.x() + kChipGap;
            y += lineHeight + kChipGap;
            lineHeight = 0;
        }
        out.push_back({QRect(QPoint(x, y), size), chip});
        x += size.width() + kChipGap;
        lineHeight = std::max(lineHeight, size.height());
    }
    return out;
}

void BoardDelegate::paintChips(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QStringList chips = index.data(InitiativeBoardModel::ChipsRole).toStringList();
    const QFont font = chipFont(option.font);
    painter->setFont(font);
    painter->setClipRect(option.rect);
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    for (const Chip& chip : layoutChips(chips, font, option.rect.topLeft(), option.rect.width())) {
        const bool bad =
            chip.text.startsWith(QLatin1String("Defeated")) || chip.text.startsWith(QLatin1String("Poisoned"));
        // On the selected row an outline keeps the chip apart from the highlight behind it.
        painter->setPen(selected ? QPen(option.palette.color(QPalette::HighlightedText), 1) : QPen(Qt::NoPen));
        painter->setBrush(bad ? QColor(0xc6, 0x28, 0x28) : option.palette.color(QPalette::Highlight).darker(130));
        const qreal radius = std::min(chip.rect.height(), QFontMetrics(font).height() + 2) / 2.0;
        painter->drawRoundedRect(chip.rect, radius, radius);
        painter->setPen(Qt::white);
        painter->drawText(chip.rect.adjusted(kChipPadding, 1, -kChipPadding, -1), Qt::AlignCenter | Qt::TextWordWrap,
                          chip.text);
    }
}

QWidget* BoardDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                     const QModelIndex& index) const {
    const auto* board = qobject_cast<const InitiativeBoardModel*>(index.model());
    if (index.column() != InitiativeBoardModel::Initiative || board == nullptr) {
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(QLatin1String(kInitiativeEditor));
    edit->setMaxLength(8);
    edit->setProperty("cell", QVariant::fromValue(QPersistentModelIndex(index)));
    return edit;
}

// The initiative is checked as it is typed (the reason in the editor's tooltip and the board's
// message), and Return on a refused one keeps the editor open instead of closing it with nothing entered.
bool BoardDelegate::eventFilter(QObject* object, QEvent* event) {
    auto* edit = qobject_cast<QLineEdit*>(object);
    const bool typing = event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease;
    if (edit == nullptr || edit->objectName() != QLatin1String(kInitiativeEditor) || !typing) {
        return QStyledItemDelegate::eventFilter(object, event);
    }
    const QPersistentModelIndex cell = edit->property("cell").value<QPersistentModelIndex>();
    const auto* board = qobject_cast<const InitiativeBoardModel*>(cell.model());
    const int key = static_cast<QKeyEvent*>(event)->key();
    const bool commit = key == Qt::Key_Return || key == Qt::Key_Enter;
    if (board == nullptr || key == Qt::Key_Escape || (event->type() == QEvent::KeyPress && !commit)) {
        return QStyledItemDelegate::eventFilter(object, event);
    }
    const QString text = edit->text();
    const QString problem = text.trimmed().isEmpty() && !commit ? QString() : board->initiativeProblem(cell, text);
    edit->setToolTip(problem);
    edit->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 2px solid #c62828; }"));
    Q_EMIT initiativeChecked(problem);
    if (commit && event->type() == QEvent::KeyPress && !problem.isEmpty()) {
        return true;
    }
    return QStyledItemDelegate::eventFilter(object, event);
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
    case InitiativeBoardModel::Conditions: {
        const QStringList chips = index.data(InitiativeBoardModel::ChipsRole).toStringList();
        if (!chips.isEmpty()) {
            int bottom = 0;
            for (const Chip& chip : layoutChips(chips, chipFont(option.font), {0, 0}, conditionsWidth(option))) {
                bottom = std::max(bottom, chip.rect.bottom());
            }
            size.setHeight(std::max(size.height(), bottom + kChipGap + 1));
        }
        break;
    }
    default:
        break;
    }
    return size;
}

} // namespace scouter::ui
