// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/QuickEntry.h"
#include "ClearButton.h"
#include "StdText.h"

#include "EventNarrator.h"
#include "encounter/EncounterController.h"

#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace scouter::ui {

QuickEntry::QuickEntry(EncounterController& controller, QWidget* parent) : QWidget(parent), m_controller(controller) {
    // Folded by default, so the room goes to the maneuver list.
    auto* toggle = new QToolButton(this);
    toggle->setObjectName(QStringLiteral("quickEntryToggle"));
    toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toggle->setArrowType(Qt::RightArrow);
    toggle->setCheckable(true);
    toggle->setAutoRaise(true);
    auto* box = new QGroupBox(this);
    box->setObjectName(QStringLiteral("quickEntry"));
    box->hide();
    m_box = box;
    connect(toggle, &QToolButton::toggled, box, [box, toggle](bool open) {
        box->setVisible(open);
        toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    outer->addWidget(toggle);
    outer->addWidget(box);
    m_amount = new QSpinBox(box);
    m_amount->setObjectName(QStringLiteral("quickAmount"));
    m_amount->setRange(1, 9999);
    m_amount->setValue(10);
    m_amount->setAccessibleName(tr("Amount"));
    const auto button = [this, box](const QString& text, const QString& name, const std::string& type, int sign) {
        auto* b = new QPushButton(text, box);
        b->setObjectName(name);
        b->setMinimumWidth(b->fontMetrics().horizontalAdvance(text) + 16);
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        connect(b, &QPushButton::clicked, this, [this, type, sign] {
            engine::CommandForm form;
            form.type = type;
            form.set("who", m_controller.selected().toStdString()).set("amount", sign * m_amount->value());
            submitForm(form);
        });
        return b;
    };
    // Only what the ruleset describes (Ruleset::quickAmounts, conditions): a system whose
    // damage is a save against a difficulty shows no amounts.
    const auto specs = m_controller.encounter().ruleset().commandSpecs();
    const auto has = [&specs](std::string_view type) {
        return std::any_of(specs.begin(), specs.end(),
                           [&](const engine::CommandSpec& spec) { return spec.name == type; });
    };
    QStringList parts;
    auto* amounts = new QHBoxLayout;
    amounts->addWidget(m_amount);
    for (const auto& quick : m_controller.encounter().ruleset().quickAmounts()) {
        if (!has(quick.command)) {
            continue;
        }
        amounts->addWidget(button(q(quick.label), QStringLiteral("quick") + q(quick.id), quick.command, quick.sign));
        if (!parts.contains(q(quick.noun))) {
            parts.append(q(quick.noun));
        }
    }
    m_amount->setVisible(!parts.isEmpty());
    const bool conditions = has(engine::commands::Condition::kName);
    if (conditions) {
        parts.append(tr("conditions"));
    }
    toggle->setText(tr("Quick entry: %1").arg(parts.join(QStringLiteral(", "))));
    setVisible(!parts.isEmpty());

    m_condition = new QComboBox(box);
    m_condition->setObjectName(QStringLiteral("conditionName"));
    for (const auto& condition : m_controller.encounter().ruleset().conditions()) {
        m_condition->addItem(q(condition.label), q(condition.id));
        m_condition->setItemData(m_condition->count() - 1, q(condition.help), Qt::ToolTipRole);
    }
    m_duration = new QComboBox(box);
    m_duration->setObjectName(QStringLiteral("conditionDuration"));
    m_present = new QComboBox(box);
    m_present->setObjectName(QStringLiteral("conditionPresent"));
    // Long entries ("end of Frieza Force Scout's next turn") must not widen the whole panel.
    for (QComboBox* combo : {m_condition, m_duration, m_present}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    m_toggle = toggle;
    auto* add = new QPushButton(tr("Add"), box);
    add->setObjectName(QStringLiteral("addCondition"));
    auto* remove = new QPushButton(tr("Remove"), box);
    remove->setObjectName(QStringLiteral("removeCondition"));
    connect(add, &QPushButton::clicked, this, &QuickEntry::addCondition);
    m_find = new QLineEdit(box);
    m_find->setObjectName(QStringLiteral("conditionFind"));
    m_find->setAccessibleName(tr("Condition and when it ends"));
    m_find->setPlaceholderText(tr("Type a condition and when it ends (K)"));
    clearButtonOnceTyped(*m_find);
    m_find->installEventFilter(this);
    connect(m_find, &QLineEdit::textEdited, this, &QuickEntry::findMatches);
    connect(m_find, &QLineEdit::returnPressed, this, [this] {
        if (m_matches.isEmpty()) {
            return;
        }
        addCondition();
        if (m_find->text().isEmpty()) {
            Q_EMIT added();
        }
    });
    m_match = new QLabel(box);
    m_match->setObjectName(QStringLiteral("conditionMatch"));
    m_match->setWordWrap(true);
    // Two lines kept for it whatever it says: the rows below stay where they are as it changes.
    m_match->setFixedHeight(m_match->fontMetrics().lineSpacing() * 2 + 2);
    m_match->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_present->currentText().isEmpty()) {
            return;
        }
        engine::commands::Condition command;
        command.who = m_controller.selected().toStdString();
        command.remove = m_present->currentData().toString().toStdString();
        submit(command);
    });
    // The duration on a line of its own, so its words ("end of Frieza Force Scout's next turn")
    // are read whole.
    auto* adding = new QHBoxLayout;
    adding->addWidget(m_condition, 1);
    adding->addWidget(add);
    auto* until = new QHBoxLayout;
    until->addWidget(m_duration, 1);
    auto* removing = new QHBoxLayout;
    removing->addWidget(m_present, 1);
    removing->addWidget(remove);

    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 2, 4, 4);
    layout->setSpacing(2);
    layout->addLayout(amounts);
    layout->addWidget(m_find);
    layout->addWidget(m_match);
    layout->addLayout(adding);
    layout->addLayout(until);
    layout->addLayout(removing);
    for (QWidget* part : {static_cast<QWidget*>(m_condition), static_cast<QWidget*>(m_duration),
                          static_cast<QWidget*>(m_present), static_cast<QWidget*>(add), static_cast<QWidget*>(remove),
                          static_cast<QWidget*>(m_find), static_cast<QWidget*>(m_match)}) {
        part->setVisible(conditions);
    }
}

QList<QPair<QString, QString>> QuickEntry::durations() const {
    QList<QPair<QString, QString>> listed{{tr("until removed"), QStringLiteral("manual")}};
    // Durations in the ruleset's rounds and turns; a clock of ticks counts neither.
    const engine::Terms& terms = m_controller.words().terms();
    if (const QString round = q(terms.round); !round.isEmpty()) {
        listed.append({tr("end of this %1").arg(round), QStringLiteral("end-of-round")});
        for (int n = 1; n <= 3; ++n) {
            listed.append({tr("%1 %2").arg(n).arg(n == 1 ? round : round + QStringLiteral("s")),
                           QStringLiteral("rounds:%1").arg(n)});
        }
    }
    const QString turn = q(terms.turn);
    for (const auto& other : m_controller.state().combatants) {
        if (!other.active || turn.isEmpty()) {
            continue;
        }
        const QString id = q(other.id);
        const QString whose = store::EventNarrator::possessive(m_controller.displayName(id));
        listed.append({tr("start of %1 next %2").arg(whose, turn), QStringLiteral("start-of-next-turn:%1").arg(id)});
        listed.append({tr("end of %1 next %2").arg(whose, turn), QStringLiteral("end-of-next-turn:%1").arg(id)});
    }
    return listed;
}

void QuickEntry::sync() {
    const auto& s = m_controller.state();
    const QString who = m_controller.selected();
    const engine::Terms& terms = m_controller.words().terms();
    // The durations are words for every combatant's next turn: made again only when what they
    // are made from changed, which after most commands it has not. Worded after every command
    // at 200 combatants, they were a good part of the panel's refresh.
    std::vector<std::string> from{terms.round, terms.turn};
    for (const auto& other : s.combatants) {
        if (other.active && !terms.turn.empty()) {
            from.push_back(other.id);
            from.push_back(other.name);
        }
    }
    if (from != m_durationsFrom) {
        const QString duration = m_duration->currentData().toString();
        m_duration->clear();
        for (const auto& [text, value] : durations()) {
            m_duration->addItem(text, value);
        }
        m_duration->setCurrentIndex(std::max(0, m_duration->findData(duration)));
        m_durationsFrom = std::move(from);
        if (!m_find->text().isEmpty()) {
            findMatches(); // the durations were listed again: the typed words find them again
        }
    }
    m_present->clear();
    for (const auto& condition : s.conditionsOf(who.toStdString())) {
        const int known = m_condition->findData(q(condition));
        m_present->addItem(known >= 0 ? m_condition->itemText(known) : store::EventNarrator::title(condition),
                           q(condition));
    }
}

void QuickEntry::focusFind() {
    if (!m_find->isVisibleTo(m_box)) {
        return;
    }
    m_toggle->setChecked(true);
    m_find->clear();
    findMatches();
    m_find->setFocus(Qt::ShortcutFocusReason);
}

void QuickEntry::addKey(const QList<QAction*>& taken) {
    const bool used = std::any_of(taken.begin(), taken.end(),
                                  [](const QAction* a) { return a->shortcut() == QKeySequence(Qt::Key_K); });
    if (used || m_find->isHidden()) {
        return;
    }
    m_key = new QAction(tr("Add a &Condition…"), this);
    m_key->setObjectName(QStringLiteral("addConditionAction"));
    m_key->setShortcut(QKeySequence(Qt::Key_K));
    m_key->setShortcutContext(Qt::WindowShortcut);
    connect(m_key, &QAction::triggered, this, &QuickEntry::focusFind);
    addAction(m_key);
}

void QuickEntry::findMatches() {
    const QStringList words = m_find->text().simplified().toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_matches.clear();
    m_matchAt = 0;
    if (!words.isEmpty()) {
        for (int c = 0; c < m_condition->count(); ++c) {
            for (int d = 0; d < m_duration->count(); ++d) {
                const QString text = (m_condition->itemText(c) + QLatin1Char(' ') + m_duration->itemText(d)).toLower();
                if (std::all_of(words.begin(), words.end(), [&text](const QString& w) { return text.contains(w); })) {
                    m_matches.append({c, d});
                }
            }
        }
    }
    showMatch();
}

void QuickEntry::showMatch() {
    if (m_find->text().trimmed().isEmpty()) {
        m_match->setText(tr("For example \"%1\": Up and Down for the others that match, Enter adds")
                             .arg(m_condition->count() > 0 ? m_condition->itemText(0).toLower() : QString()));
        return;
    }
    if (m_matches.isEmpty()) {
        m_match->setText(tr("No condition and duration hold every word typed"));
        return;
    }
    const auto [condition, duration] = m_matches.at(m_matchAt);
    m_condition->setCurrentIndex(condition);
    m_duration->setCurrentIndex(duration);
    m_match->setText(
        tr("Enter adds <b>%1</b>, %2 (%3 of %4)")
            .arg(m_condition->itemText(condition).toHtmlEscaped(), m_duration->itemText(duration).toHtmlEscaped())
            .arg(m_matchAt + 1)
            .arg(m_matches.size()));
}

bool QuickEntry::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_find && event->type() == QEvent::KeyPress && !m_matches.isEmpty()) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up) {
            const auto count = static_cast<int>(m_matches.size());
            m_matchAt = (m_matchAt + (key == Qt::Key_Down ? 1 : count - 1)) % count;
            showMatch();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void QuickEntry::keyPressEvent(QKeyEvent* event) {
    // Enter in the typed line adds the condition shown; it must not reach the panel, where it
    // would perform the chosen maneuver too.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && m_find->hasFocus()) {
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void QuickEntry::addCondition() {
    engine::commands::Condition command;
    command.who = m_controller.selected().toStdString();
    command.add = m_condition->currentData().toString().toStdString();
    command.until = m_duration->currentData().toString().toStdString();
    const auto result = m_controller.submit(command);
    Q_EMIT answered(result.accepted ? QString() : q(result.message), !result.accepted);
    if (result.accepted) {
        m_find->clear();
        findMatches();
    }
}

void QuickEntry::submit(const engine::Command& command) {
    const auto result = m_controller.submit(command);
    Q_EMIT answered(result.accepted ? QString() : q(result.message), !result.accepted);
}

void QuickEntry::submitForm(const engine::CommandForm& form) {
    const auto result = m_controller.submit(form);
    Q_EMIT answered(result.accepted ? QString() : q(result.message), !result.accepted);
}

} // namespace scouter::ui
