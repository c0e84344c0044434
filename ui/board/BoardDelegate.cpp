// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/BoardDelegate.h"

#include "Theme.h"
#include "board/InitiativeBoardModel.h"
#include "board/RenderedPixmap.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QHeaderView>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPainter>
#include <QPoint>
#include <QToolTip>
#include <QTreeView>

namespace scouter::ui {

namespace {
constexpr int kPip = 9;
constexpr int kGap = 4;
// Pips drawn at most; past it one pip and the number stand for them all, so a pool of any size
// (a Tier far above the opponents' gives an Action per Tier) paints in constant time.
constexpr int kMaxPips = 6;
constexpr int kChipGap = ChipPainter::kGap;
const char* const kInitiativeEditor = "initiativeEditor";

using ColumnKind = engine::BoardColumn::Kind;

std::optional<ColumnKind> kindOf(const QModelIndex& index) {
    const QVariant kind = index.data(InitiativeBoardModel::KindRole);
    if (!kind.isValid()) {
        return std::nullopt;
    }
    return static_cast<ColumnKind>(kind.toInt());
}

engine::Tone toneOf(const QVariant& value) {
    return toneFrom(value.toInt());
}

// A chips column's width in the view that asks, for laying its chips out before painting.
int chipsWidth(const QStyleOptionViewItem& option, int column) {
    if (const auto* view = qobject_cast<const QTreeView*>(option.widget)) {
        return view->header()->sectionSize(column);
    }
    return option.rect.width() > 0 ? option.rect.width() : 200;
}
} // namespace

QColor BoardDelegate::barColour(engine::Tone tone) {
    switch (tone) {
    case engine::Tone::Good:
        return {0x43, 0xa0, 0x47};
    case engine::Tone::Warning:
        return {0xfb, 0x8c, 0x00};
    case engine::Tone::Bad:
        return {0xe5, 0x39, 0x35};
    case engine::Tone::Neutral:
        break;
    }
    return {0x1e, 0x88, 0xe5};
}

int BoardDelegate::pipsWidth(int count) {
    return 4 + std::clamp(count, 1, kMaxPips) * (kPip + kGap) + 4;
}

void BoardDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const std::optional<ColumnKind> kind = kindOf(index);
    const bool drawn =
        kind && (*kind == ColumnKind::Bar || *kind == ColumnKind::Pips ||
                 (*kind == ColumnKind::Chips && !index.data(InitiativeBoardModel::ChipsRole).toStringList().isEmpty()));
    if (!drawn) {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        m_text.paint(painter, item);
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
    switch (*kind) {
    case ColumnKind::Bar:
        paintBar(painter, option, index);
        break;
    case ColumnKind::Pips:
        paintPips(painter, option, index);
        break;
    case ColumnKind::Chips:
    case ColumnKind::Text:
        paintChips(painter, option, index);
        break;
    }
    painter->restore();
}

void BoardDelegate::paintBar(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QPoint value = index.data(InitiativeBoardModel::BarRole).toPoint();
    const double fraction = value.y() > 0 ? std::clamp(static_cast<double>(value.x()) / value.y(), 0.0, 1.0) : 0.0;
    // One line high whatever the row's height (a row grows with its chips).
    const int height = option.fontMetrics.height() + 4;
    QRect area = option.rect.adjusted(3, 0, -3, 0);
    area.setTop(option.rect.center().y() - height / 2);
    area.setHeight(height);
    if (area.isEmpty()) {
        return;
    }
    const QColor track = option.palette.color(QPalette::Mid);
    const QColor fill = barColour(toneOf(index.data(InitiativeBoardModel::ToneRole)));
    QFont font = option.font;
    font.setBold(true);
    const QString text = index.data(Qt::DisplayRole).toString();
    const int filled = static_cast<int>(area.width() * fraction);
    const qreal ratio = painter->device()->devicePixelRatioF();
    const PixmapKey key{PixmapKey::Bar, area.size(), filled, 0, fill.rgba(), track.rgba(), text, qRound(ratio * 100)};
    const QPixmap& bar = m_pixmaps.get(font, key, [&] {
        return renderedPixmap(area.size(), ratio, [&](QPainter& on) {
            const QRect whole(QPoint(0, 0), area.size());
            on.setPen(Qt::NoPen);
            on.setBrush(track);
            on.drawRoundedRect(whole, 3, 3);
            on.setBrush(fill);
            on.drawRoundedRect(QRect(0, 0, filled, whole.height()), 3, 3);
            on.setFont(font);
            // White on a one-pixel dark shadow keeps the numbers readable on every fill and on the track.
            on.setPen(QColor(0, 0, 0, 170));
            on.drawText(whole.translated(1, 1), Qt::AlignCenter, text);
            on.setPen(Qt::white);
            on.drawText(whole, Qt::AlignCenter, text);
        });
    });
    painter->drawPixmap(area.topLeft(), bar);
}

void BoardDelegate::paintPips(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QPoint pips = index.data(InitiativeBoardModel::BarRole).toPoint();
    const int value = std::max(pips.x(), 0);
    const int maximum = std::max(pips.y(), value);
    const engine::Tone tone = toneOf(index.data(InitiativeBoardModel::ToneRole));
    // On the selected row the highlight is the background: neutral pips take the highlighted text's colour.
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    const QColor fill = tone != engine::Tone::Neutral
                            ? toneColours(tone, option.palette).fill
                            : option.palette.color(selected ? QPalette::HighlightedText : QPalette::Highlight);
    // Spent pips in the text's colour, faint: they show on light, dark and highlighted rows alike.
    QColor empty = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    empty.setAlpha(selected ? 110 : 70);
    painter->setClipRect(option.rect);
    const QPoint origin(option.rect.left() + 4, option.rect.center().y() - kPip / 2);
    const auto pip = [](QPainter& on, int x, int y, const QColor& colour) {
        on.setPen(Qt::NoPen);
        on.setBrush(colour);
        on.drawEllipse(QRect(x, y, kPip, kPip).adjusted(1, 1, -1, -1));
    };
    if (maximum > kMaxPips) {
        pip(*painter, origin.x(), origin.y(), value > 0 ? fill : empty);
        const int x = origin.x() + kPip + kGap;
        const QString text = QStringLiteral("×%1").arg(value);
        painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
        painter->setFont(option.font);
        painter->drawText(QRect(x - kGap + 1, option.rect.top(), option.rect.right() - x, option.rect.height()),
                          Qt::AlignVCenter, text);
        return;
    }
    if (maximum == 0) {
        return;
    }
    const QSize size(maximum * (kPip + kGap), kPip);
    const qreal ratio = painter->device()->devicePixelRatioF();
    const PixmapKey key{PixmapKey::Pips, size, value, maximum, fill.rgba(), empty.rgba(), {}, qRound(ratio * 100)};
    painter->drawPixmap(origin, m_pixmaps.get(option.font, key, [&] {
        return renderedPixmap(size, ratio, [&](QPainter& on) {
            for (int i = 0; i < maximum; ++i) {
                pip(on, i * (kPip + kGap), 0, i < value ? fill : empty);
            }
        });
    }));
}

size_t qHash(const BoardDelegate::PixmapKey& key, size_t seed) noexcept {
    return qHashMulti(seed, static_cast<int>(key.kind), key.size.width(), key.size.height(), key.amount, key.most,
                      key.fill, key.back, key.label, key.ratio);
}

std::vector<BoardDelegate::Chip> BoardDelegate::placeChips(const QStringList& chips, const QFont& viewFont,
                                                           const QRect& cell) const {
    std::vector<Chip> placed = m_chips.placed(chips, ChipPainter::font(viewFont), cell.topLeft(), cell.width());
    int bottom = cell.top();
    for (const auto& chip : placed) {
        bottom = std::max(bottom, chip.rect.bottom());
    }
    if (const int spare = (cell.bottom() - bottom - kChipGap) / 2; spare > 0) {
        for (auto& chip : placed) {
            chip.rect.translate(0, spare);
        }
    }
    return placed;
}

void BoardDelegate::paintChips(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const QFont font = ChipPainter::font(option.font);
    painter->setClipRect(option.rect);
    m_chips.paint(*painter, option,
                  placeChips(index.data(InitiativeBoardModel::ChipsRole).toStringList(), option.font, option.rect),
                  index.data(InitiativeBoardModel::ChipTonesRole).toList(), font,
                  (QFontMetrics(font).height() + 2) / 2.0);
}

bool BoardDelegate::helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                              const QModelIndex& index) {
    // On a chip, that chip's own words (what it does, when it ends); elsewhere the cell's.
    if (event != nullptr && view != nullptr && kindOf(index) == ColumnKind::Chips) {
        const QStringList tips = index.data(InitiativeBoardModel::ChipTipsRole).toStringList();
        const QRect cell = view->visualRect(index);
        const auto chips = placeChips(index.data(InitiativeBoardModel::ChipsRole).toStringList(), option.font, cell);
        if (showChipTip(*event, *view, chips, tips)) {
            return true;
        }
    }
    return QStyledItemDelegate::helpEvent(event, view, option, index);
}

bool BoardDelegate::showChipTip(const QHelpEvent& event, QAbstractItemView& view, const std::vector<Chip>& chips,
                                const QStringList& tips) {
    for (std::size_t i = 0; i < chips.size(); ++i) {
        if (chips[i].rect.contains(event.pos()) && !tips.value(static_cast<int>(i)).isEmpty()) {
            QToolTip::showText(event.globalPos(), tips.value(static_cast<int>(i)), view.viewport(), chips[i].rect);
            return true;
        }
    }
    return false;
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

QSize BoardDelegate::styledSize(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem laid = option;
    initStyleOption(&laid, index);
    return m_styledSizes.of(laid, [&] { return QStyledItemDelegate::sizeHint(option, index); });
}

int BoardDelegate::wrappedHeight(ColumnKind kind, const QFont& font, int width, const QStringList& texts,
                                 const std::function<int()>& measure) const {
    return m_wrappedHeights.get(font, WrappedKey{static_cast<int>(kind), width, texts}, measure);
}

size_t qHash(const BoardDelegate::WrappedKey& key, size_t seed) noexcept {
    return qHashMulti(seed, key.kind, key.width, key.texts);
}

QSize BoardDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const std::optional<ColumnKind> kind = kindOf(index);
    if (!kind) {
        QSize size = styledSize(option, index);
        size.setHeight(std::max(size.height(), option.fontMetrics.height() + 8));
        return size;
    }
    // The ruleset's cells size from what they draw, without the style laying their text out: the
    // view asks every cell of every row after each change (a board of 200 spent most of its update
    // shaping "93/120" a thousand times).
    QSize size(0, option.fontMetrics.height() + 8);
    switch (*kind) {
    case ColumnKind::Bar:
        size.setWidth(option.fontMetrics.horizontalAdvance(QStringLiteral("888/888")) + 16);
        break;
    case ColumnKind::Pips:
        size.setWidth(pipsWidth(index.data(InitiativeBoardModel::BarRole).toPoint().y()));
        break;
    case ColumnKind::Chips: {
        const QStringList chips = index.data(InitiativeBoardModel::ChipsRole).toStringList();
        if (!chips.isEmpty()) {
            const int width = chipsWidth(option, index.column());
            size.setHeight(std::max(
                size.height(), wrappedHeight(*kind, option.font, width, chips, [&] {
                    int bottom = 0;
                    for (const Chip& chip : m_chips.placed(chips, ChipPainter::font(option.font), {0, 0}, width)) {
                        bottom = std::max(bottom, chip.rect.bottom());
                    }
                    return bottom + kChipGap + 1;
                })));
        }
        break;
    }
    case ColumnKind::Text: {
        // Every row as high as the column's longest usual text needs (the acting row's bold), so a
        // row keeps its height from turn to turn as its text changes.
        const QStringList samples{
            index.model()->headerData(index.column(), Qt::Horizontal, InitiativeBoardModel::WidestRole).toString(),
            index.data(Qt::DisplayRole).toString()};
        const int width = chipsWidth(option, index.column());
        size.setHeight(std::max(
            size.height(), wrappedHeight(*kind, option.font, width, samples, [&] {
                QFont bold = option.font;
                bold.setBold(true);
                const QFontMetrics metrics(bold);
                const int room = std::max(width - 8, metrics.averageCharWidth() * 4);
                int height = 0;
                for (const QString& sample : samples) {
                    if (!sample.isEmpty()) {
                        height = std::max(
                            height,
                            metrics.boundingRect(QRect(0, 0, room, 10000), Qt::TextWordWrap, sample).height() + 6);
                    }
                }
                return height;
            })));
        break;
    }
    }
    return size;
}

} // namespace scouter::ui
