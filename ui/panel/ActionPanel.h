#pragma once

#include "rules/Command.h"

#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace scouter::ui {

class EncounterController;
class ManeuverModel;

// The selected combatant's panel (by default the one whose turn it is): its pools, Convert, the
// target, every maneuver with its cost now (unavailable ones disabled, the engine's reason as
// tooltip), the details a maneuver needs from the table (hit, damage, Ki, option, square), and
// quick entry of damage, healing, Ki and conditions. Nothing here opens a modal dialog.
class ActionPanel : public QWidget {
    Q_OBJECT

public:
    explicit ActionPanel(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] ManeuverModel& maneuvers() const { return *m_model; }
    [[nodiscard]] QTreeView& maneuverView() const { return *m_view; }
    [[nodiscard]] QLabel& pools() const { return *m_pools; }
    [[nodiscard]] QLabel& message() const { return *m_message; }
    [[nodiscard]] QPushButton& performButton() const { return *m_perform; }
    [[nodiscard]] QCheckBox& hitBox() const { return *m_hit; }
    [[nodiscard]] QSpinBox& damageBox() const { return *m_damage; }
    [[nodiscard]] QSpinBox& amountBox() const { return *m_amount; }
    // Convert one Action into a Counter Action (C).
    [[nodiscard]] QAction* convertAction() const { return m_convert; }
    // Next / previous standing opponent as target (Tab / Shift+Tab in the panel; ] and [ anywhere).
    [[nodiscard]] QAction* nextTargetAction() const { return m_nextTarget; }
    [[nodiscard]] QAction* previousTargetAction() const { return m_previousTarget; }
    // Chooses the Basic Attack against the target, ready to perform (A).
    [[nodiscard]] QAction* basicAttackAction() const { return m_basicAttack; }
    // Chooses a maneuver and shows the details it needs.
    void choose(const QString& maneuver);
    // Performs the chosen maneuver with the details shown.
    void perform();
    // The command the form describes for the chosen maneuver.
    [[nodiscard]] engine::Command formCommand() const;

private:
    [[nodiscard]] QWidget* buildDetails();
    [[nodiscard]] QWidget* buildQuickEntry();
    void sync();
    void showDetailsFor(const QString& maneuver, bool announce);
    void submitQuick(const QString& type, int sign);
    void say(const QString& text, bool refusal);

    EncounterController& m_controller;
    ManeuverModel* m_model = nullptr;
    QTreeView* m_view = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_pools = nullptr;
    QLabel* m_targetLabel = nullptr;
    QLabel* m_message = nullptr;
    QGroupBox* m_details = nullptr;
    QCheckBox* m_hit = nullptr;
    QSpinBox* m_damage = nullptr;
    QSpinBox* m_ki = nullptr;
    QComboBox* m_option = nullptr;
    QComboBox* m_mode = nullptr;
    QWidget* m_square = nullptr;
    QSpinBox* m_x = nullptr;
    QSpinBox* m_y = nullptr;
    QSpinBox* m_stacks = nullptr;
    QSpinBox* m_margin = nullptr;
    QLabel* m_rolls = nullptr;
    QCheckBox* m_counter = nullptr;
    QPushButton* m_perform = nullptr;
    QSpinBox* m_amount = nullptr;
    QComboBox* m_condition = nullptr;
    QComboBox* m_duration = nullptr;
    QComboBox* m_present = nullptr;
    QAction* m_convert = nullptr;
    QAction* m_nextTarget = nullptr;
    QAction* m_previousTarget = nullptr;
    QAction* m_basicAttack = nullptr;
    QString m_chosen;
};

} // namespace scouter::ui
