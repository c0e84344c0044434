// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Command.h"
#include "rules/CommandForm.h"
#include "rules/Description.h"

#include "panel/OwedDeclaration.h"

#include <QHash>
#include <QVariantMap>
#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QAction;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;
class QTreeView;

namespace scouter::ui {

class AreaAim;
class EncounterController;
class ManeuverModel;
class ManeuverForm;
class ManeuverKeys;
class ManeuverList;
class QuickEntry;

// The panel of the combatant who decides now: the acting one, or the one offered a reaction (the
// offer shown above: who, against whom, why; Esc declines). Its pools, its ruleset's commands, the
// target, every maneuver the ruleset describes with its cost now (unavailable ones disabled, the
// engine's reason as tooltip), the chosen maneuver's form built from its description (option,
// inputs with their bounds and roll buttons), and quick entry of damage, healing, pools and
// conditions. Enter performs; each maneuver's key (A...) chooses it with the form at its
// defaults. Nothing here opens a modal dialog.
class ActionPanel : public QWidget {
    Q_OBJECT

public:
    explicit ActionPanel(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] ManeuverModel& maneuvers() const { return *m_model; }
    [[nodiscard]] QTreeView& maneuverView() const { return *m_view; }
    [[nodiscard]] ManeuverList& maneuverList() const { return *m_list; }
    [[nodiscard]] QLabel& pools() const { return *m_pools; }
    [[nodiscard]] QLabel& message() const { return *m_message; }
    [[nodiscard]] QLabel& offer() const { return *m_offer; }
    [[nodiscard]] QPushButton& performButton() const { return *m_perform; }
    [[nodiscard]] ManeuverForm& form() const { return *m_form; }
    // The area of effect of the chosen maneuver, laid where its form aims it.
    [[nodiscard]] AreaAim& areaAim() const { return *m_aim; }
    [[nodiscard]] QSpinBox& amountBox() const;
    // The ruleset's panel commands (Ruleset::panelCommands), in its order.
    [[nodiscard]] const QList<QAction*>& commandActions() const { return m_commandActions; }
    // Next / previous target for the chosen maneuver (] and [).
    [[nodiscard]] QAction* nextTargetAction() const { return m_nextTarget; }
    [[nodiscard]] QAction* previousTargetAction() const { return m_previousTarget; }
    // Declines the offered reaction (Esc); shows the next of several offerees (O).
    [[nodiscard]] QAction* declineAction() const { return m_decline; }
    [[nodiscard]] QAction* nextOffereeAction() const { return m_nextOfferee; }
    // Puts the keyboard on the quick entry's typed condition (K); null when the ruleset has no
    // conditions or gives K to a maneuver.
    [[nodiscard]] QAction* addConditionAction() const;
    // On a clock of ticks, what the selected combatant owes now (a movement declaration), as a
    // button per choice of the ruleset's ARC commands for it that the rules accept now; hidden
    // when it owes nothing.
    [[nodiscard]] QWidget& owed() const { return *m_owed; }
    // One per maneuver with a key in the ruleset's description: chooses it, ready to perform.
    [[nodiscard]] const QList<QAction*>& maneuverActions() const;
    // Chooses a maneuver and shows its form at its defaults.
    void choose(const QString& maneuver);
    // Performs the chosen maneuver with the details shown.
    void perform();
    // The form the panel sends for the chosen maneuver, as its fields hold it.
    [[nodiscard]] engine::CommandForm formCommand() const;

Q_SIGNALS:
    // A maneuver was done: the window gives the keyboard back to the fight.
    void performed();
    // A maneuver with an area was chosen by its key: the grid takes the keyboard to aim it.
    void aimRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void chooseFirstAnswer();
    void foldGroups();
    void showRows();
    void sync();
    void syncHeader();
    void syncForm(bool fresh);
    void submitSimple(const engine::Command& command);
    // Opens what the rules ask for next (EncounterController::followUp) with its values filled in;
    // false when it is not the shown combatant's.
    bool openFollowUp();
    // A choice and what its fields hold, kept while the panel shows someone else.
    struct Draft {
        QString maneuver;
        QString option;
        QVariantMap values;
        QString said; // what the panel said of it (a follow-up's why)
    };
    void keepDraft();
    void restoreDraft(const Draft& draft);

    void submitSimple(const engine::CommandForm& form);
    void say(const QString& text, bool refusal);

    EncounterController& m_controller;
    ManeuverModel* m_model = nullptr;
    ManeuverList* m_list = nullptr;
    QTreeView* m_view = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_offer = nullptr;
    QPushButton* m_declineButton = nullptr;
    QLabel* m_pools = nullptr;
    QLabel* m_rolls = nullptr;
    QLabel* m_targetLabel = nullptr;
    QLabel* m_message = nullptr;
    QGroupBox* m_details = nullptr;
    QComboBox* m_option = nullptr;
    ManeuverForm* m_form = nullptr;
    AreaAim* m_aim = nullptr;
    QPushButton* m_perform = nullptr;
    QToolButton* m_showAll = nullptr;
    QuickEntry* m_quick = nullptr;
    OwedDeclaration* m_owed = nullptr;
    QHash<QString, Draft> m_drafts; // by combatant: each one's unperformed choice
    bool m_performing = false;
    QList<QAction*> m_commandActions;
    QAction* m_nextTarget = nullptr;
    QAction* m_previousTarget = nullptr;
    QAction* m_decline = nullptr;
    QAction* m_nextOfferee = nullptr;
    ManeuverKeys* m_keys = nullptr;
    QString m_chosen;
    QString m_optionsFor; // who and maneuver the option list was made for
    QString m_formWho;
    QString m_shown;                            // whom the panel was last synced for
    std::optional<engine::FollowUp> m_followUp; // offered and not yet opened over by a perform
    bool m_syncing = false;
};

} // namespace scouter::ui
