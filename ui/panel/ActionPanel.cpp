// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ActionPanel.h"
#include "StdText.h"

#include "board/BoardCells.h"
#include "encounter/EncounterController.h"
#include "panel/AreaAim.h"
#include "panel/FightKeys.h"
#include "panel/ManeuverDraft.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverKeys.h"
#include "panel/ManeuverList.h"
#include "panel/ManeuverModel.h"
#include "panel/OwedDeclaration.h"
#include "panel/QuickEntry.h"
#include "rules/CommandInput.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace scouter::ui {

ActionPanel::ActionPanel(EncounterController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(new ManeuverModel(controller, this)),
      m_list(new ManeuverList(*m_model, this)), m_view(&m_list->view()), m_title(new QLabel(this)),
      m_offer(new QLabel(this)), m_pools(new QLabel(this)), m_rolls(new QLabel(this)), m_targetLabel(new QLabel(this)),
      m_message(new QLabel(this)) {
    setObjectName(QStringLiteral("actionPanel"));
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_title->setFont(big);
    m_title->setObjectName(QStringLiteral("panelTitle"));
    m_offer->setObjectName(QStringLiteral("offerBanner"));
    m_offer->setWordWrap(true);
    m_offer->setStyleSheet(QStringLiteral("background: #fff3cd; color: #5c4400; padding: 4px; border-radius: 3px"));
    m_pools->setObjectName(QStringLiteral("panelPools"));
    m_pools->setWordWrap(true);
    m_rolls->setObjectName(QStringLiteral("panelRollModifiers"));
    m_rolls->setWordWrap(true);
    m_rolls->setToolTip(
        tr("What the rules put on this combatant's rolls now: the effects Scouter tracks and what the chosen "
           "maneuver adds against the target, each with its reason"));
    m_message->setObjectName(QStringLiteral("panelMessage"));
    m_message->setWordWrap(true);
    // Two lines kept for what the panel says, said or not: the form above stays where it is.
    m_message->setFixedHeight(m_message->fontMetrics().lineSpacing() * 2);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);

    const auto action = [this](const QString& text, const QString& name, const QKeySequence& key) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        addAction(a);
        return a;
    };
    m_nextTarget = action(tr("&Next Target"), QStringLiteral("nextTargetAction"), Qt::Key_BracketRight);
    connect(m_nextTarget, &QAction::triggered, this, [this] { m_controller.cycleTarget(1); });
    m_previousTarget = action(tr("&Previous Target"), QStringLiteral("previousTargetAction"), Qt::Key_BracketLeft);
    connect(m_previousTarget, &QAction::triggered, this, [this] { m_controller.cycleTarget(-1); });
    // An offer in the ruleset's words (Terms::offer); a ruleset that never makes one has
    // no Decline, and Esc and O stay free.
    const engine::Terms& terms = m_controller.words().terms();
    const QString offer = q(terms.offer);
    m_decline = action(offer.isEmpty() ? tr("&Decline") : tr("&Decline the %1").arg(offer),
                       QStringLiteral("declineAction"), Qt::Key_Escape);
    connect(m_decline, &QAction::triggered, this,
            [this] { submitSimple(engine::commands::Decline{m_controller.declining().toStdString()}); });
    m_nextOfferee = action(tr("Next &Offered Combatant"), QStringLiteral("nextOffereeAction"), Qt::Key_O);
    connect(m_nextOfferee, &QAction::triggered, this, [this] { m_controller.cycleAnswering(1); });
    for (QAction* answering : {m_decline, m_nextOfferee}) {
        answering->setVisible(!offer.isEmpty());
    }
    m_keys = new ManeuverKeys(m_controller, *m_model, this);
    connect(m_keys, &ManeuverKeys::refused, this, [this](const QString& text) { say(text, true); });
    connect(m_keys, &ManeuverKeys::chosen, this, [this](const QString& maneuver) {
        choose(maneuver);
        if (m_aim->aiming()) {
            Q_EMIT aimRequested();
        } else if (!m_form->focusFirst()) {
            m_perform->setFocus(Qt::ShortcutFocusReason);
        }
    });
    new FightKeys(this);

    // The ruleset's own commands beside the maneuvers, as it describes them; a ruleset without any
    // shows no button and takes no key for them.
    QList<QPushButton*> commandButtons;
    for (const auto& described : m_controller.encounter().ruleset().panelCommands()) {
        const QString type = q(described.type);
        QAction* command =
            action(q(described.label), type + QStringLiteral("Action"), QKeySequence(q(described.shortcut)));
        command->setToolTip(q(described.help));
        const bool forSelected = described.subject == engine::CommandDescription::Subject::Combatant;
        connect(command, &QAction::triggered, this, [this, type, forSelected] {
            engine::CommandForm form;
            form.type = type.toStdString();
            if (forSelected) {
                form.set("who", m_controller.selected().toStdString());
            }
            submitSimple(form);
        });
        m_commandActions.append(command);
        auto* button = new QPushButton(tr("%1 (%2)").arg(q(described.label), q(described.shortcut)), this);
        button->setObjectName(type + QStringLiteral("Button"));
        button->setToolTip(q(described.help));
        connect(button, &QPushButton::clicked, command, &QAction::trigger);
        commandButtons.append(button);
    }
    m_declineButton = new QPushButton(tr("Decline (Esc)"), this);
    m_declineButton->setObjectName(QStringLiteral("declineButton"));
    connect(m_declineButton, &QPushButton::clicked, m_decline, &QAction::trigger);
    auto* previous = new QPushButton(tr("◀ [ "), this);
    auto* next = new QPushButton(tr(" ] ▶"), this);
    previous->setToolTip(m_previousTarget->text().remove(QLatin1Char('&')));
    next->setToolTip(m_nextTarget->text().remove(QLatin1Char('&')));
    connect(previous, &QPushButton::clicked, m_previousTarget, &QAction::trigger);
    connect(next, &QPushButton::clicked, m_nextTarget, &QAction::trigger);
    for (auto* small : {previous, next}) {
        small->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("◀ [ ")) + 16);
        small->setFocusPolicy(Qt::NoFocus);
    }

    connect(m_list, &ManeuverList::findChanged, this, &ActionPanel::showRows);
    connect(m_list, &ManeuverList::picked, m_keys, &ManeuverKeys::chosen);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                const QString name = current.data(ManeuverModel::ManeuverRole).toString();
                if (!name.isEmpty() && name != m_chosen) {
                    choose(name);
                }
            });
    connect(m_view, &QTreeView::doubleClicked, this, [this](const QModelIndex& index) {
        if (!index.data(ManeuverModel::ManeuverRole).toString().isEmpty()) {
            perform();
        }
    });
    connect(m_view, &QTreeView::entered, this, [this](const QModelIndex& index) {
        const QString reason = index.data(ManeuverModel::ReasonRole).toString();
        if (!reason.isEmpty()) {
            say(tr("%1: %2").arg(index.siblingAtColumn(0).data().toString(), reason), true);
        }
    });
    // The groups holding something allowed now are open, the others closed when the panel turns
    // to another combatant: the common case fits without scrolling, the rest is one click (or the
    // → key) away, and a group the table opened stays open while it plays.
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex& from) {
        if (!from.parent().isValid() && from.data(ManeuverModel::AvailableRole).toBool()) {
            m_view->expand(from);
        }
    });
    // The rows listed once the whole refresh is in, not at each of its groups' changes (every row
    // of the list was looked through ten times per command).
    connect(m_model, &ManeuverModel::refreshed, this, &ActionPanel::showRows);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ActionPanel::foldGroups);
    connect(&m_controller, &EncounterController::selectionChanged, this, &ActionPanel::foldGroups);

    m_details = new QGroupBox(this);
    m_details->setObjectName(QStringLiteral("maneuverDetails"));
    m_option = new QComboBox(m_details);
    m_option->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_option->setMinimumContentsLength(12);
    m_option->setObjectName(QStringLiteral("maneuverOption"));
    m_option->setAccessibleName(tr("Option"));
    m_form = new ManeuverForm(m_details);
    m_aim = new AreaAim(m_controller, *m_form, this);
    m_form->setTierWord(q(terms.diceScaleShort.empty() ? terms.diceScale : terms.diceScaleShort));
    m_form->setRollFor([this](const engine::InputDescription& input) {
        return m_controller.encounter().ruleset().maneuverRoll(
            m_controller.state(), m_controller.selected().toStdString(), m_chosen.toStdString(),
            m_controller.target().toStdString(), input);
    });
    m_perform = new QPushButton(tr("&Perform (Enter)"), m_details);
    m_perform->setObjectName(QStringLiteral("performButton"));
    connect(m_perform, &QPushButton::clicked, this, &ActionPanel::perform);
    connect(m_option, &QComboBox::currentIndexChanged, this, [this] { syncForm(true); });
    connect(m_form, &ManeuverForm::changed, this, [this] { syncForm(false); });
    auto* details = new QVBoxLayout(m_details);
    details->setContentsMargins(4, 0, 4, 2);
    details->setSpacing(2);
    details->addWidget(m_option);
    details->addWidget(m_form);
    details->addWidget(m_perform);
    m_details->hide();

    auto* offerRow = new QHBoxLayout;
    offerRow->addWidget(m_offer, 1);
    offerRow->addWidget(m_declineButton);
    auto* poolsRow = new QHBoxLayout;
    poolsRow->addWidget(m_pools, 1);
    for (QPushButton* button : commandButtons) {
        poolsRow->addWidget(button);
    }
    m_showAll = new QToolButton(this);
    m_showAll->setObjectName(QStringLiteral("showAllManeuvers"));
    m_showAll->setText(tr("All"));
    m_showAll->setCheckable(true);
    m_showAll->setToolTip(tr("Also list the maneuvers the rules do not allow now (greyed, with the reason)"));
    connect(m_showAll, &QToolButton::toggled, this, &ActionPanel::showRows);
    auto* targetRow = new QHBoxLayout;
    targetRow->addWidget(m_targetLabel, 1);
    targetRow->addWidget(&m_list->findLine(), 1);
    targetRow->addWidget(previous);
    targetRow->addWidget(next);
    targetRow->addWidget(m_showAll);

    m_owed = new OwedDeclaration(m_controller, this);
    connect(m_owed, &OwedDeclaration::declared, this, [this](const engine::CommandForm& form) {
        submitSimple(form);
        Q_EMIT performed();
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(1);
    layout->addWidget(m_title);
    layout->addWidget(m_owed);
    layout->addLayout(offerRow);
    layout->addLayout(poolsRow);
    layout->addWidget(m_rolls);
    layout->addLayout(targetRow);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_details);
    layout->addWidget(m_message);
    m_quick = new QuickEntry(m_controller, this);
    connect(m_quick, &QuickEntry::answered, this, &ActionPanel::say);
    connect(m_quick, &QuickEntry::added, this, &ActionPanel::performed);
    layout->addWidget(m_quick);
    // K for the typed condition, unless the ruleset gives K to a maneuver.
    m_quick->addKey(m_keys->actions());

    connect(&m_controller, &EncounterController::stateChanged, this, &ActionPanel::sync);
    connect(&m_controller, &EncounterController::selectionChanged, this, &ActionPanel::sync);
    connect(&m_controller, &EncounterController::targetChanged, this, &ActionPanel::sync);
    connect(&m_controller, &EncounterController::followUpOffered, this, [this](const engine::FollowUp& offered) {
        m_followUp = offered;
        openFollowUp();
    });
    foldGroups();
    sync();
    // Opened on a hit whose save is not made yet: that save, as right after the attack.
    m_followUp = m_controller.followUp();
    openFollowUp();
}

void ActionPanel::foldGroups() {
    m_list->foldGroups();
    showRows();
    // The rows moved (allowed ones first): the choice stays where it went, its form untouched.
    if (const QModelIndex chosen = m_model->indexOf(m_chosen); chosen.isValid() && m_view->currentIndex() != chosen) {
        m_view->setCurrentIndex(chosen);
    }
}

void ActionPanel::showRows() {
    // Only what the rules allow now is listed, unless the table asks for all (All) or types a
    // name: the common case without scrolling at 1366×768.
    if (m_showAll != nullptr) {
        m_list->showRows(m_showAll->isChecked(), m_chosen);
    }
}

QAction* ActionPanel::addConditionAction() const {
    return m_quick->keyAction();
}

const QList<QAction*>& ActionPanel::maneuverActions() const {
    return m_keys->actions();
}

QSpinBox& ActionPanel::amountBox() const {
    return m_quick->amountBox();
}

void ActionPanel::sync() {
    if (m_syncing) {
        return;
    }
    m_syncing = true;
    const auto& s = m_controller.state();
    const engine::Combatant* c = s.find(m_controller.selected().toStdString());
    setEnabled(c != nullptr && s.started && !s.ended && !m_controller.readOnly());
    m_decline->setEnabled(!s.offers.empty() && !m_controller.readOnly());
    m_nextOfferee->setEnabled(s.offers.size() > 1);
    m_owed->sync();
    m_quick->sync();
    const bool turned = m_controller.selected() != m_shown;
    std::optional<Draft> kept;
    if (turned) {
        keepDraft();
        m_shown = m_controller.selected();
        kept = m_drafts.take(m_controller.selected());
        // Nobody takes over another's choice: the next one starts from nothing chosen (Enter did
        // an aim for someone without a bow), from its own draft, or from an answer.
        m_chosen.clear();
        m_optionsFor.clear();
        const QSignalBlocker quiet(m_view->selectionModel());
        m_view->setCurrentIndex({});
        if (kept && m_model->indexOf(kept->maneuver).isValid()) {
            m_chosen = kept->maneuver;
            m_view->setCurrentIndex(m_model->indexOf(m_chosen));
        } else if (c != nullptr && std::find(s.offers.begin(), s.offers.end(), c->id) != s.offers.end()) {
            // Turned to someone offered a reaction: the form starts on the first answer allowed.
            chooseFirstAnswer();
        }
    }
    syncHeader(); // after the choice: the roll notes include the chosen maneuver's own
    syncForm(turned);
    if (kept && kept->maneuver == m_chosen) {
        restoreDraft(*kept);
    }
    m_syncing = false;
}

void ActionPanel::chooseFirstAnswer() {
    for (int g = 0; g < m_model->rowCount(); ++g) {
        const QModelIndex group = m_model->index(g, 0);
        for (int r = 0; r < m_model->rowCount(group); ++r) {
            const QModelIndex row = m_model->index(r, 0, group);
            if (row.data(ManeuverModel::AnswersRole).toBool() && row.data(ManeuverModel::AvailableRole).toBool()) {
                m_chosen = row.data(ManeuverModel::ManeuverRole).toString();
                m_optionsFor.clear();
                m_view->setCurrentIndex(row);
                return;
            }
        }
    }
}

void ActionPanel::syncHeader() {
    const auto& s = m_controller.state();
    const QString who = m_controller.selected();
    const engine::Combatant* c = s.find(who.toStdString());
    if (!s.offers.empty()) {
        QStringList names;
        for (const auto& id : s.offers) {
            const QString name = m_controller.displayName(q(id));
            names << (q(id) == who ? QStringLiteral("<b>%1</b>").arg(name) : name);
        }
        // Why: the offer's kind is the maneuver that provoked it, named as the ruleset names it.
        const QString why = m_controller.words().maneuver(s.offerKind);
        const QString offer = m_controller.words().offerName();
        const std::string& offers = m_controller.words().terms().offers;
        m_offer->setText(tr("%1 offered to %2 against <b>%3</b> (%4). Answer with a maneuver in bold, "
                            "paid in %5; Esc declines%6.")
                             .arg(capitalized(offer), names.join(QStringLiteral(", ")),
                                  m_controller.displayName(q(s.offerActor)), why,
                                  offers.empty() ? offer + QStringLiteral("s") : q(offers),
                                  s.offers.size() > 1 ? tr(", O shows the next") : QString()));
    }
    m_offer->setVisible(!s.offers.empty());
    m_declineButton->setVisible(!s.offers.empty());
    if (c == nullptr) {
        m_title->setText(tr("No one selected"));
        m_pools->clear();
        m_rolls->hide();
        return;
    }
    // An offeree, or the target a clock of ticks waits for: both decide how to answer, not what to do.
    const bool answering = std::find(s.offers.begin(), s.offers.end(), c->id) != s.offers.end() ||
                           (!who.isEmpty() && m_controller.waitedFor() == who);
    QString title = m_controller.displayName(who);
    if (answering) {
        title = tr("%1 · may answer").arg(title);
    } else if (who == m_controller.acting()) {
        title = tr("%1 · acting").arg(title);
    }
    m_title->setText(title);
    // The board's columns for this combatant, in the ruleset's words: pools, tracks, conditions.
    const QString pools = BoardCells::summary(m_controller.encounter().ruleset(), s, c->id);
    m_pools->setText(pools);
    QStringList rolls;
    const QString target = m_controller.target();
    for (const auto& note :
         m_controller.encounter().ruleset().maneuverRollNotes(s, c->id, m_chosen.toStdString(), target.toStdString())) {
        rolls << q(note);
    }
    m_rolls->setText(tr("On rolls: %1").arg(rolls.join(QStringLiteral("; "))));
    m_rolls->setVisible(!rolls.isEmpty());
}

void ActionPanel::choose(const QString& maneuver) {
    m_chosen = maneuver;
    m_optionsFor.clear(); // a fresh choice starts from the default option and inputs
    const QModelIndex index = m_model->indexOf(maneuver);
    if (index.isValid() && m_view->currentIndex() != index) {
        m_view->setCurrentIndex(index);
    }
    syncForm(true);
    syncHeader(); // a maneuver's own roll modifiers
}

void ActionPanel::syncForm(bool fresh) {
    const QString who = m_controller.selected();
    // A copy: setTargetKind below makes the model judge again, which renews its descriptions.
    const engine::ManeuverDescription* current = m_model->description(m_chosen);
    const std::optional<engine::ManeuverDescription> described =
        current != nullptr ? std::optional(*current) : std::nullopt;
    const engine::Combatant* actor = m_controller.state().find(who.toStdString());
    if (!described || actor == nullptr) {
        m_aim->follow(nullptr, who);
        m_details->hide();
        m_perform->setEnabled(false);
        m_controller.setTargetKind(engine::TargetKind::Opponent);
        m_targetLabel->setText(
            tr("Target: %1")
                .arg(m_controller.target().isEmpty() ? tr("none") : m_controller.displayName(m_controller.target())));
        return;
    }
    const QString key = who + QLatin1Char('/') + m_chosen;
    if (m_optionsFor != key) {
        const QSignalBlocker quiet(m_option);
        m_option->clear();
        for (const auto& option : described->options) {
            m_option->addItem(option.label.empty() ? q(described->label) : q(option.label), q(option.id));
            m_option->setItemData(m_option->count() - 1, q(option.help), Qt::ToolTipRole);
        }
        m_optionsFor = key;
        fresh = true;
    }
    m_option->setVisible(described->options.size() > 1);
    const engine::OptionDescription* option =
        ManeuverDraft::option(*described, m_option->currentData().toString().toStdString());
    const engine::TargetKind kind = ManeuverDraft::target(*described, option);
    m_controller.setTargetKind(kind);
    const std::vector<engine::InputDescription> inputs = ManeuverDraft::inputs(*described, option);
    if (fresh || who != m_formWho || inputs != m_form->inputs()) {
        const auto grid = m_controller.grid();
        m_formWho = who;
        m_form->build(inputs, *actor,
                      m_controller.encounter().ruleset().diceScales(m_controller.state(), who.toStdString()),
                      engine::Position{grid.columns, grid.rows});
        m_aim->follow(&*described, who);
    }

    const QString target = m_controller.target();
    switch (kind) {
    case engine::TargetKind::None:
        m_targetLabel->setText(tr("Target: none needed"));
        break;
    case engine::TargetKind::Self:
        m_targetLabel->setText(tr("Target: %1 (self)").arg(m_controller.displayName(who)));
        break;
    default:
        m_targetLabel->setText(target.isEmpty() ? tr("Target: none fits ( ] picks one )")
                                                : tr("Target: <b>%1</b>").arg(m_controller.displayName(target)));
        break;
    }

    const QModelIndex index = m_model->indexOf(m_chosen);
    QString problem = m_form->problem();
    if (problem.isEmpty()) {
        problem = m_aim->problem();
    }
    const engine::CommandProbe probe = m_controller.judge(formCommand());
    const bool allowed = problem.isEmpty() && probe.accepted;
    QString cost = index.siblingAtColumn(ManeuverModel::Cost).data().toString();
    if (m_model->answersOffer(*described)) {
        cost = tr("%1, answers the offer").arg(cost);
    }
    m_details->setTitle(tr("%1 · %2").arg(q(described->label), probe.accepted ? cost : tr("not now")));
    m_perform->setEnabled(allowed);
    m_details->show();
    if (!problem.isEmpty()) {
        say(problem, true);
    } else if (!probe.accepted) {
        say(q(probe.message), true);
    } else if (m_message->property("refusal").toBool()) {
        say({}, false);
    }
}

engine::CommandForm ActionPanel::formCommand() const {
    engine::CommandForm form = m_model->draft(m_chosen);
    const engine::ManeuverDescription* described = m_model->description(m_chosen);
    if (described == nullptr) {
        return form;
    }
    const engine::OptionDescription* option =
        ManeuverDraft::option(*described, m_option->currentData().toString().toStdString());
    ManeuverDraft::setOption(form, m_controller.encounter().ruleset().commandSpecs(),
                             option != nullptr ? option->id : std::string());
    const engine::TargetKind kind = ManeuverDraft::target(*described, option);
    const std::string targetKey = ManeuverDraft::targetKey(*described);
    if (ManeuverDraft::sendsTarget(kind)) {
        form.set(targetKey, m_controller.targetFor(m_controller.selected(), kind).toStdString());
    } else {
        form.arguments.erase(targetKey);
    }
    ManeuverDraft::clearInputs(form, *described);
    m_form->fill(form);
    // An area attack names its targets instead of the one target (the contract: one of the two).
    for (const auto& input : m_form->inputs()) {
        if (input.replacesTarget && form.arguments.contains(engine::CommandInput::keyOf(input))) {
            form.arguments.erase(targetKey);
        }
    }
    return form;
}

void ActionPanel::perform() {
    if (m_chosen.isEmpty() || !m_perform->isEnabled()) {
        return;
    }
    m_followUp.reset();
    const QString who = m_controller.selected();
    m_performing = true;
    const auto result = m_controller.submit(formCommand());
    m_performing = false;
    if (!result.accepted) {
        say(q(result.message), true);
        return;
    }
    m_drafts.remove(who);
    m_optionsFor.clear(); // the next use starts from the defaults again
    syncForm(true);
    m_aim->rest();
    say(tr("Done: %1").arg(m_controller.undoLabel()), false);
    Q_EMIT performed();
    if (m_followUp && openFollowUp()) {
        // The command asked for a follow-up (a save against a hit): it is what the form shows
        // now, with the keyboard on its first field, so the die and Enter make it.
        m_form->focusFirst();
    }
}

bool ActionPanel::openFollowUp() {
    if (!m_followUp || m_controller.selected() != q(m_followUp->who) ||
        !m_model->indexOf(q(m_followUp->maneuver)).isValid()) {
        return false;
    }
    choose(q(m_followUp->maneuver));
    if (const int at = m_option->findData(q(m_followUp->option)); at >= 0) {
        m_option->setCurrentIndex(at);
    }
    for (const auto& [kind, value] : m_followUp->values) {
        QWidget* field = m_form->field(kind);
        if (auto* number = qobject_cast<QSpinBox*>(field)) {
            number->setValue(value);
        } else if (auto* box = qobject_cast<QCheckBox*>(field)) {
            box->setChecked(value != 0);
        }
    }
    syncForm(false);
    say(q(m_followUp->why), false);
    return true;
}

void ActionPanel::keyPressEvent(QKeyEvent* event) {
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !m_quick->isAncestorOf(focusWidget())) {
        perform();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ActionPanel::submitSimple(const engine::Command& command) {
    const auto result = m_controller.submit(command);
    say(result.accepted ? QString() : q(result.message), !result.accepted);
}

void ActionPanel::submitSimple(const engine::CommandForm& form) {
    const auto result = m_controller.submit(form);
    say(result.accepted ? QString() : q(result.message), !result.accepted);
}

void ActionPanel::keepDraft() {
    // The form still holds what it held for the one shown before (its descriptions are renewed
    // only for the one shown now, after this).
    if (m_performing || m_shown.isEmpty() || m_formWho != m_shown || m_chosen.isEmpty() || !m_details->isVisible()) {
        m_drafts.remove(m_shown);
        return;
    }
    m_drafts.insert(m_shown, Draft{m_chosen, m_option->currentData().toString(), m_form->values(),
                                   m_message->property("refusal").toBool() ? QString() : m_message->text()});
}

void ActionPanel::restoreDraft(const Draft& draft) {
    if (const int at = m_option->findData(draft.option); at >= 0 && at != m_option->currentIndex()) {
        m_option->setCurrentIndex(at);
    }
    m_form->setValues(draft.values);
    syncForm(false);
    if (!draft.said.isEmpty() && m_perform->isEnabled()) {
        say(draft.said, false); // a follow-up's why ("a lethal save against DC 19") with its values
    }
}

void ActionPanel::say(const QString& text, bool refusal) {
    m_message->setText(text);
    m_message->setToolTip(text);
    m_message->setProperty("refusal", refusal);
    m_message->setStyleSheet(refusal ? QStringLiteral("color: #e53935; font-weight: bold") : QString());
}

} // namespace scouter::ui
