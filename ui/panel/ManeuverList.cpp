// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverList.h"

#include "ClearButton.h"
#include "panel/ManeuverDelegate.h"
#include "panel/ManeuverModel.h"

#include <QAction>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace scouter::ui {

ManeuverList::ManeuverList(ManeuverModel& model, QWidget* parent)
    : QWidget(parent), m_model(model), m_find(new QLineEdit(this)), m_view(new QTreeView(this)) {
    m_find->setObjectName(QStringLiteral("maneuverFind"));
    m_find->setAccessibleName(tr("Find a maneuver"));
    m_find->setPlaceholderText(tr("Find (Ctrl+F)"));
    m_find->setToolTip(tr("Find a maneuver: type part of its name, Enter chooses the first listed"));
    clearButtonOnceTyped(*m_find);
    m_find->installEventFilter(this);
    connect(m_find, &QLineEdit::textChanged, this, &ManeuverList::findChanged);
    auto* find = new QAction(tr("&Find a Maneuver"), this);
    find->setObjectName(QStringLiteral("findManeuverAction"));
    find->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    find->setShortcutContext(Qt::WindowShortcut);
    connect(find, &QAction::triggered, this, &ManeuverList::focusFind);
    addAction(find);

    m_view->setObjectName(QStringLiteral("maneuverView"));
    m_view->setAccessibleName(tr("Maneuvers"));
    m_view->setModel(&m_model);
    m_view->setItemDelegate(new ManeuverDelegate(m_view));
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setMouseTracking(true);
    m_view->setIndentation(8);
    m_view->setHeaderHidden(true);
    m_view->setStyleSheet(QStringLiteral("QTreeView::item { padding: 0px; }"));
    m_view->header()->setSectionResizeMode(ManeuverModel::Name, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(ManeuverModel::Cost, QHeaderView::Fixed);
    m_view->header()->setStretchLastSection(false);
    fitCosts();
    connect(&m_model, &ManeuverModel::refreshed, this, &ManeuverList::fitCosts);
    m_view->viewport()->installEventFilter(this); // its width, for the room the names leave

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_view, 1); // the panel places the typed name where it has room
}

bool ManeuverList::found(const QModelIndex& row) const {
    const QStringList words = m_find->text().simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString name = row.data().toString();
    return std::all_of(words.begin(), words.end(),
                       [&name](const QString& word) { return name.contains(word, Qt::CaseInsensitive); });
}

void ManeuverList::fitCosts() {
    // The item delegate's text margin on either side, as it elides.
    const int margins = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1);
    // A cost gets as much again: measured here to the pixel, it may lay out a pixel wider in the
    // delegate (QStaticText) and be elided ("Move or bo…").
    const int costMargins = 2 * margins;
    // At least as wide as the longest cost the ruleset's catalogue writes, so the column keeps its
    // place as costs change with the combatant and what it has left.
    int usual = 0;
    for (const QString& written : m_model.catalogueCosts()) {
        usual = std::max(usual, widthOf(written, m_view->font()) + costMargins);
    }
    const auto width = [this](const QModelIndex& index) {
        const QVariant own = index.data(Qt::FontRole);
        return widthOf(index.data().toString(), own.isValid() ? own.value<QFont>() : m_view->font());
    };
    int cost = 0;
    int name = 0;
    const int indent = m_view->indentation() * (m_view->rootIsDecorated() ? 2 : 1);
    for (int g = 0; g < m_model.rowCount(); ++g) {
        const QModelIndex group = m_model.index(g, 0);
        for (int r = 0; r < m_model.rowCount(group); ++r) {
            cost = std::max(cost, width(m_model.index(r, ManeuverModel::Cost, group)) + costMargins);
            // Only a name the list shows needs its room (a long one the rules refuse now is hidden).
            if (!m_view->isRowHidden(g, {}) && !m_view->isRowHidden(r, group)) {
                name = std::max(name, indent + width(m_model.index(r, ManeuverModel::Name, group)) + margins);
            }
        }
    }
    const int room = m_view->viewport()->width() - name;
    // The names are drawn whole first: the catalogue's widest cost gives way to the room they leave.
    m_view->header()->resizeSection(ManeuverModel::Cost, std::min(std::max(usual, cost), room));
}

int ManeuverList::widthOf(const QString& text, const QFont& font) {
    return m_widths.get(font, text, [&] { return QFontMetrics(font).horizontalAdvance(text); });
}

void ManeuverList::showRows(bool all, const QString& chosen) {
    const bool finding = !m_find->text().trimmed().isEmpty();
    bool changed = false;
    const auto hide = [&](int row, const QModelIndex& parent, bool hidden) {
        if (m_view->isRowHidden(row, parent) != hidden) {
            m_view->setRowHidden(row, parent, hidden);
            changed = true;
        }
    };
    for (int g = 0; g < m_model.rowCount(); ++g) {
        const QModelIndex group = m_model.index(g, 0);
        bool any = false;
        for (int r = 0; r < m_model.rowCount(group); ++r) {
            const QModelIndex row = m_model.index(r, 0, group);
            const bool listed =
                all ||
                (row.data(ManeuverModel::AvailableRole).toBool() && !row.data(ManeuverModel::UnlistedRole).toBool()) ||
                row.data(ManeuverModel::ManeuverRole).toString() == chosen;
            const bool shown = finding ? found(row) : listed;
            hide(r, group, !shown);
            any = any || shown;
        }
        hide(g, {}, !any);
        if (finding && any) {
            m_view->expand(group);
        }
    }
    // The names shown now are the ones that need room: fitted again only when a row came or went.
    if (changed) {
        fitCosts();
    }
}

void ManeuverList::foldGroups() {
    for (int g = 0; g < m_model.rowCount(); ++g) {
        const QModelIndex group = m_model.index(g, 0);
        m_view->setExpanded(group, group.data(ManeuverModel::AvailableRole).toBool());
    }
}

void ManeuverList::focusFind() {
    m_find->clear();
    m_find->setFocus(Qt::ShortcutFocusReason);
}

bool ManeuverList::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        fitCosts();
        return QWidget::eventFilter(watched, event);
    }
    if (watched != m_find || event->type() != QEvent::KeyPress) {
        return QWidget::eventFilter(watched, event);
    }
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key != Qt::Key_Return && key != Qt::Key_Enter && key != Qt::Key_Down) {
        return QWidget::eventFilter(watched, event);
    }
    // The first row listed: Enter chooses it, Down goes into the list to pick another.
    for (int g = 0; g < m_model.rowCount(); ++g) {
        const QModelIndex group = m_model.index(g, 0);
        if (m_view->isRowHidden(g, {})) {
            continue;
        }
        for (int r = 0; r < m_model.rowCount(group); ++r) {
            if (m_view->isRowHidden(r, group)) {
                continue;
            }
            const QModelIndex row = m_model.index(r, 0, group);
            if (key == Qt::Key_Down) {
                m_view->setCurrentIndex(row);
                m_view->setFocus(Qt::TabFocusReason);
            } else {
                Q_EMIT picked(row.data(ManeuverModel::ManeuverRole).toString());
            }
            return true;
        }
    }
    return true;
}

} // namespace scouter::ui
