// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/ArcCommands.h"

#include "StdText.h"
#include "encounter/EncounterController.h"

#include <QAction>
#include <QCursor>
#include <QKeySequence>
#include <QMenu>
#include <QWidget>

#include <algorithm>

namespace scouter::ui {

namespace {

// What a bound entry sends: {type, choice, other}.
QStringList boundTo(const QAction* action) {
    return action->data().toStringList();
}

void setRefusal(QAction* action, const QString& help, const engine::CommandProbe& probe) {
    action->setEnabled(probe.accepted);
    const QString tip = probe.accepted ? help : q(probe.message);
    action->setToolTip(tip);
    action->setStatusTip(tip);
}

} // namespace

ArcCommands::ArcCommands(EncounterController& controller, QWidget* host)
    : QObject(host), m_controller(controller), m_host(host) {
    for (auto& description : m_controller.encounter().ruleset().arcCommands()) {
        Entry entry;
        entry.description = std::move(description);
        const engine::CommandDescription& d = entry.description;
        const QKeySequence key = QKeySequence::fromString(q(d.shortcut), QKeySequence::PortableText);
        const bool pair = d.subject == engine::CommandDescription::Subject::Pair;
        // A lone choice needs no submenu: the entry is that choice.
        const bool lone = d.choices.size() == 1 && !pair;
        if ((d.choices.empty() || lone) && !pair) {
            entry.action = new QAction(q(d.label), this);
            bind(entry.action, d, lone ? q(d.choices.front().id) : QString(), {});
        } else {
            entry.menu = new QMenu(q(d.label));
            entry.menu->setToolTipsVisible(true);
            entry.action = entry.menu->menuAction();
            QMenu* menu = entry.menu;
            // A submenu's key opens it where the ARC is looking, to pick the choice with the arrows.
            connect(entry.action, &QAction::triggered, this, [this, menu] { popUp(menu); });
            const std::size_t index = m_entries.size();
            connect(menu, &QMenu::aboutToShow, this, [this, index] { judge(m_entries[index]); });
            for (const auto& choice : d.choices) {
                if (pair) {
                    // One submenu per choice; the others are listed in it when it is judged.
                    menu->addMenu(q(choice.label))->setToolTipsVisible(true);
                } else {
                    auto* action = menu->addAction(q(choice.label));
                    bind(action, d, q(choice.id), {});
                }
            }
        }
        entry.action->setObjectName(lone ? QStringLiteral("arc-%1-%2").arg(q(d.type), q(d.choices.front().id))
                                         : QStringLiteral("arc-%1").arg(q(d.type)));
        entry.action->setShortcut(key);
        entry.action->setShortcutContext(Qt::WindowShortcut);
        entry.action->setToolTip(q(d.help));
        entry.action->setStatusTip(q(d.help));
        m_host->addAction(entry.action);
        m_entries.push_back(std::move(entry));
    }
    // A change announced without a new revision is believed whole (EncounterController::announcingRevision).
    connect(&m_controller, &EncounterController::stateChanged, this, [this] {
        if (!m_controller.announcingRevision()) {
            m_judgedFor.reset();
        }
        refresh();
    });
    connect(&m_controller, &EncounterController::selectionChanged, this, &ArcCommands::refresh);
    refresh();
}

ArcCommands::~ArcCommands() {
    for (const Entry& entry : m_entries) {
        delete entry.menu;
    }
}

QList<QAction*> ArcCommands::actions() const {
    QList<QAction*> out;
    for (const Entry& entry : m_entries) {
        out.append(entry.action);
    }
    return out;
}

QAction* ArcCommands::action(const QString& type, const QString& choice, const QString& other) {
    const QStringList wanted{type, choice, other};
    for (Entry& entry : m_entries) {
        if (q(entry.description.type) == type) {
            judge(entry);
        }
        if (entry.menu == nullptr) {
            if (boundTo(entry.action) == wanted) {
                return entry.action;
            }
            continue;
        }
        for (QAction* action : entry.menu->actions()) {
            if (boundTo(action) == wanted) {
                return action;
            }
            if (action->menu() == nullptr) {
                continue;
            }
            for (QAction* inner : action->menu()->actions()) {
                if (boundTo(inner) == wanted) {
                    return inner;
                }
            }
        }
    }
    return nullptr;
}

engine::CommandForm ArcCommands::command(const engine::CommandDescription& description, const QString& choice,
                                         const QString& other) const {
    engine::CommandForm form;
    form.type = description.type;
    const std::string picked = m_controller.selected().toStdString();
    switch (description.subject) {
    case engine::CommandDescription::Subject::None:
        break;
    case engine::CommandDescription::Subject::Combatant:
        form.set("who", picked);
        break;
    case engine::CommandDescription::Subject::Pair:
        form.set("a", picked).set("b", other.toStdString());
        break;
    }
    if (!description.field.empty()) {
        // The choice as the command takes it: a d20 system's "let time pass" counts rounds.
        form.set(description.field, engine::choiceValue(m_controller.encounter().ruleset().commandSpecs(),
                                                        description.type, description.field, choice.toStdString()));
    }
    return form;
}

void ArcCommands::bind(QAction* action, const engine::CommandDescription& description, const QString& choice,
                       const QString& other) {
    action->setData(QStringList{q(description.type), choice, other});
    const std::string type = description.type;
    connect(action, &QAction::triggered, this, [this, type, choice, other] {
        for (const Entry& entry : m_entries) {
            if (entry.description.type != type) {
                continue;
            }
            m_controller.submit(command(entry.description, choice, other));
            return;
        }
    });
}

void ArcCommands::fillPair(Entry& entry) {
    const engine::CommandDescription& d = entry.description;
    const QString picked = m_controller.selected();
    std::vector<std::pair<QMenu*, QString>> lists; // where each choice lists the others
    if (d.choices.empty()) {
        lists.emplace_back(entry.menu, QString());
    } else {
        const QList<QAction*> submenus = entry.menu->actions();
        for (std::size_t i = 0; i < d.choices.size() && i < static_cast<std::size_t>(submenus.size()); ++i) {
            lists.emplace_back(submenus[static_cast<qsizetype>(i)]->menu(), q(d.choices[i].id));
        }
    }
    for (const auto& [others, choice] : lists) {
        others->clear();
        for (const auto& c : m_controller.state().combatants) {
            if (!c.active || q(c.id) == picked) {
                continue;
            }
            auto* action = others->addAction(m_controller.displayName(q(c.id)));
            bind(action, d, choice, q(c.id));
            setRefusal(action, q(d.help), m_controller.judge(command(d, choice, q(c.id))));
        }
    }
}

void ArcCommands::refresh() {
    JudgedFor now{m_controller.shownRevision(), m_controller.selected()};
    if (m_judgedFor == now) {
        return;
    }
    m_judgedFor = std::move(now);
    const QString picked = m_controller.displayName(m_controller.selected());
    for (Entry& entry : m_entries) {
        const engine::CommandDescription& d = entry.description;
        const bool aboutSomeone = d.subject != engine::CommandDescription::Subject::None;
        const QString title = aboutSomeone && !picked.isEmpty() ? tr("%1: %2").arg(q(d.label), picked) : q(d.label);
        entry.action->setText(title);
        if (entry.menu == nullptr) {
            const QString lone = d.choices.size() == 1 ? q(d.choices.front().id) : QString();
            setRefusal(entry.action, q(d.help), m_controller.judge(command(d, lone, {})));
            continue;
        }
        entry.judged = false;
        if (d.subject == engine::CommandDescription::Subject::Pair) {
            const std::string self = m_controller.selected().toStdString();
            const auto& combatants = m_controller.state().combatants;
            const bool others = std::any_of(combatants.begin(), combatants.end(),
                                            [&](const engine::Combatant& c) { return c.active && c.id != self; });
            entry.action->setEnabled(!m_controller.readOnly() && others);
            continue;
        }
        // The submenu opens when its first (and cheapest) choice is allowed; else it says why not.
        // Its entries are judged one by one when it opens.
        const engine::CommandProbe probe =
            m_controller.judge(command(d, d.choices.empty() ? QString() : q(d.choices.front().id), {}));
        entry.action->setEnabled(probe.accepted);
        entry.action->setToolTip(probe.accepted ? q(d.help) : q(probe.message));
        entry.action->setStatusTip(entry.action->toolTip());
    }
}

void ArcCommands::judge(Entry& entry) {
    if (entry.menu == nullptr || entry.judged) {
        return;
    }
    entry.judged = true;
    const engine::CommandDescription& d = entry.description;
    if (d.subject == engine::CommandDescription::Subject::Pair) {
        fillPair(entry);
        return;
    }
    if (d.judgedAlike && !d.choices.empty()) {
        // Refused or allowed alike: the first (and cheapest) probe judges every entry.
        const engine::CommandProbe probe = m_controller.judge(command(d, q(d.choices.front().id), {}));
        for (QAction* action : entry.menu->actions()) {
            setRefusal(action, q(d.help), probe);
        }
        return;
    }
    for (QAction* action : entry.menu->actions()) {
        setRefusal(action, q(d.help), m_controller.judge(command(d, boundTo(action).value(1), {})));
    }
}

void ArcCommands::popUp(QMenu* menu) {
    const QPoint cursor = m_host->mapFromGlobal(QCursor::pos());
    const QPoint at = m_host->rect().contains(cursor) ? cursor : QPoint(m_host->width() / 4, m_host->height() / 4);
    menu->popup(m_host->mapToGlobal(at));
}

} // namespace scouter::ui
