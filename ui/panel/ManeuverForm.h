// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/SeededDice.h"
#include "model/Combatant.h"
#include "rules/CommandForm.h"
#include "rules/Description.h"

#include <QPoint>
#include <QVariantMap>

#include <QWidget>
#include <functional>
#include <optional>
#include <string>

#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QToolButton;

namespace scouter::ui {

// The inputs a maneuver takes, built from its description, one widget per kind: a check box for
// Hit, a spin box for numbers (checked against the description's bounds as typed, the message
// under the field: a number out of bounds is kept and refused, never clamped), two spin boxes
// for a square, a combo for Mode and Category, a line for Text. An input with dice to roll has a
// roll button beside it that rolls them at the actor's Tier and fills the field. Entering damage
// ticks Hit; damage on an unticked Hit is refused, not dropped.
class ManeuverForm : public QWidget {
    Q_OBJECT

public:
    explicit ManeuverForm(QWidget* parent = nullptr);

    // A fresh form for `inputs`, every field at its default, bounds for `actor` now.
    // `tiers`: what (T) and (bT) stand for in the roll buttons' dice (Ruleset::diceScales).
    void build(const std::vector<engine::InputDescription>& inputs, const engine::Combatant& actor,
               std::pair<int, int> tiers, engine::Position gridSize);
    [[nodiscard]] const std::vector<engine::InputDescription>& inputs() const { return m_inputs; }
    // Writes what the fields hold into the form.
    void fill(engine::CommandForm& form) const;
    // What each field holds, by its form key (a square: its column and row), to put back with
    // setValues on a form built for the same inputs: a draft kept while the panel shows someone else.
    [[nodiscard]] QVariantMap values() const;
    void setValues(const QVariantMap& values);
    // Empty when every field holds an allowed value, else the first field's message.
    [[nodiscard]] QString problem() const;
    // Puts the keyboard where the table types first: damage, else the first field. False when
    // the form has no field.
    bool focusFirst();
    // The widget of the first input of `kind` (for a square: its column; for records: the first
    // number), null if none.
    [[nodiscard]] QWidget* field(engine::InputKind kind) const;
    // The widget of the input that fills the form key `key` ("wager", "targets"), null if none.
    [[nodiscard]] QWidget* field(const std::string& key) const;
    // A Records input's number at `row` and `column` (the index of its key), null if none.
    [[nodiscard]] QSpinBox* cell(const std::string& key, int row, int column) const;
    // Fills the first square input with `square` (a click on the grid); false when none asks for one.
    bool setSquare(QPoint square);
    // The first square input's value, nullopt when none asks for one.
    [[nodiscard]] std::optional<QPoint> square() const;
    // Ticks exactly `ids` in the list of the Ids input keyed `key` (an area's targets); false when
    // the form has no such input.
    bool setPicked(const std::string& key, const std::vector<std::string>& ids);
    // The roll button beside the first input of `kind`, null if it rolls nothing.
    [[nodiscard]] QToolButton* rollButton(engine::InputKind kind) const;
    // How a pool of dice is entered when the maneuver describes both ways (InputKind::Pool and
    // InputKind::Successes): rolled here, or counted at the table; null otherwise.
    [[nodiscard]] QComboBox* diceWay() const { return m_diceWay; }
    // Opens or closes the fold over the inputs entered now and then (InputDescription::folded);
    // null when the form has none.
    [[nodiscard]] QToolButton* foldButton() const { return m_fold; }
    // What the ruleset calls the (T) its rolls are made at ("Tier"), for the roll buttons' tooltips.
    void setTierWord(const QString& word) { m_tierWord = word; }
    // What a roll button rolls for an input now, given by the panel (the ruleset's maneuverRoll);
    // without it, the input's own `roll`.
    void setRollFor(std::function<std::string(const engine::InputDescription&)> rollFor) {
        m_rollFor = std::move(rollFor);
    }

Q_SIGNALS:
    void changed();

private:
    struct Field {
        engine::InputDescription input;
        QCheckBox* check = nullptr;
        QSpinBox* number = nullptr;
        QSpinBox* row = nullptr; // a square's row; `number` holds its column
        QComboBox* combo = nullptr;
        QLineEdit* line = nullptr;
        QListWidget* ids = nullptr;
        std::vector<QSpinBox*> cells; // a Records input's numbers, row by row
        QToolButton* roll = nullptr;
        QLabel* rolled = nullptr; // how the roll button's last roll added up, while the field holds its total
        QLabel* error = nullptr;
        QWidget* entry = nullptr; // the field's line in the form, hidden with the way not chosen
    };

    [[nodiscard]] QWidget* makeField(Field& field, const engine::Combatant& actor, engine::Position gridSize);
    [[nodiscard]] static QWidget* widgetOf(const Field& field);
    [[nodiscard]] QString problemOf(const Field& field) const;
    // Whether the field is sent: not one of the dice entry's way left aside.
    [[nodiscard]] bool sends(const Field& field) const;
    void addDiceWay();
    void addFold();
    // Shows the rows sent (the dice way chosen) and not folded away.
    void showRows();
    void rollInto(const Field& field);
    void showProblems();
    // Whether an input that replaces the target (an area's targets) has any picked: then the
    // picked ones' own hits say who was hit, not the Hit box.
    [[nodiscard]] bool areaPicked() const;
    void check();

    QFormLayout* m_layout;
    std::vector<engine::InputDescription> m_inputs;
    std::vector<Field> m_fields;
    QComboBox* m_diceWay = nullptr;
    QToolButton* m_fold = nullptr;
    bool m_unfolded = false; // kept from form to form: a table that uses the fold keeps it open
    int m_tier = 1;
    QString m_tierWord;
    int m_baseTier = 1;
    engine::SeededDice m_dice; // cosmetic: a convenience for the table, never the encounter's dice
    std::function<std::string(const engine::InputDescription&)> m_rollFor;
};

} // namespace scouter::ui
