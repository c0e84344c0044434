// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverForm.h"
#include "StdText.h"

#include "RollDescription.h"
#include "dice/DiceRoll.h"
#include "panel/InputNames.h"
#include "panel/ListFields.h"
#include "panel/ManeuverDraft.h"
#include "rules/CommandInput.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace scouter::ui {

namespace {

// How far a number field lets the table type, beyond the rules' bound: the number is kept and
// refused with the bound, instead of being cut to fit.
constexpr int kTypingRoom = 99999;

// How wide the fold's words may run: less than the action panel's narrowest width, so opening a
// form never widens the panel (the board beside it would shrink under the cursor).
constexpr int kFoldTextWidth = 200;

} // namespace

ManeuverForm::ManeuverForm(QWidget* parent)
    : QWidget(parent), m_layout(new QFormLayout(this)), m_dice(engine::SeededDice::fromRandomDevice()) {
    setObjectName(QStringLiteral("maneuverForm"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setVerticalSpacing(2);
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
}

void ManeuverForm::build(const std::vector<engine::InputDescription>& inputs, const engine::Combatant& actor,
                         std::pair<int, int> tiers, engine::Position gridSize) {
    while (m_layout->rowCount() > 0) {
        m_layout->removeRow(0);
    }
    m_fields.clear();
    m_diceWay = nullptr;
    m_fold = nullptr;
    m_inputs = inputs;
    m_tier = tiers.first;
    m_baseTier = tiers.second;
    m_fields.reserve(inputs.size());
    for (const auto& input : inputs) {
        Field field;
        field.input = input;
        m_fields.push_back(std::move(field));
    }
    for (auto& field : m_fields) {
        QWidget* widget = makeField(field, actor, gridSize);
        field.entry = widget;
        widget->setToolTip(q(field.input.help));
        if (field.check != nullptr || field.input.kind == engine::InputKind::Records) {
            if (field.input.kind == engine::InputKind::Records) {
                auto* title = new QLabel(q(field.input.label), this);
                title->setWordWrap(true); // a long title wraps within the panel's width
                m_layout->addRow(title);
            }
            m_layout->addRow(widget);
        } else {
            auto* label = new QLabel(q(field.input.label), this);
            label->setBuddy(widget);
            m_layout->addRow(label, widget);
        }
    }
    addDiceWay();
    addFold();
    showRows();
    showProblems(); // a fresh form is not a change the panel must answer
}

void ManeuverForm::addDiceWay() {
    using engine::InputKind;
    const auto has = [this](InputKind kind) {
        return std::any_of(m_fields.begin(), m_fields.end(), [kind](const Field& f) { return f.input.kind == kind; });
    };
    if (!has(InputKind::Pool) || !has(InputKind::Successes)) {
        return;
    }
    // The table's own dice first: most tables roll them and type what they count.
    m_diceWay = new QComboBox(this);
    m_diceWay->setObjectName(QStringLiteral("inputDiceWay"));
    m_diceWay->setAccessibleName(tr("Dice"));
    // Short enough to read whole in the field.
    m_diceWay->addItem(tr("Table rolls: successes"), QStringLiteral("table"));
    m_diceWay->addItem(tr("Roll here: pool vs TN"), QStringLiteral("here"));
    m_diceWay->setToolTip(tr("Either the table rolls the pool and counts the successes, or Scouter rolls it"));
    int first = 0;
    while (first < static_cast<int>(m_fields.size()) &&
           m_fields[static_cast<std::size_t>(first)].input.kind != InputKind::Pool &&
           m_fields[static_cast<std::size_t>(first)].input.kind != InputKind::Successes) {
        ++first;
    }
    auto* label = new QLabel(tr("Dice"), this);
    label->setBuddy(m_diceWay);
    m_layout->insertRow(first, label, m_diceWay);
    connect(m_diceWay, &QComboBox::currentIndexChanged, this, [this] {
        showRows();
        check();
    });
    showRows();
}

void ManeuverForm::showRows() {
    for (const auto& field : m_fields) {
        m_layout->setRowVisible(field.entry, sends(field) && (!field.input.folded || m_unfolded));
    }
}

void ManeuverForm::addFold() {
    QStringList folded;
    int first = -1;
    for (int i = 0; i < static_cast<int>(m_fields.size()); ++i) {
        const auto& input = m_fields[static_cast<std::size_t>(i)].input;
        if (input.folded) {
            folded << q(input.label);
            first = first < 0 ? i : first;
        }
    }
    if (first < 0) {
        return;
    }
    m_fold = new QToolButton(this);
    m_fold->setObjectName(QStringLiteral("inputFold"));
    m_fold->setCheckable(true);
    m_fold->setChecked(m_unfolded);
    m_fold->setAutoRaise(true);
    m_fold->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_fold->setArrowType(m_unfolded ? Qt::DownArrow : Qt::RightArrow);
    // Named in full in the tooltip; the text keeps to the panel's usual width.
    const QString all = folded.join(QStringLiteral(", "));
    m_fold->setText(fontMetrics().elidedText(tr("More: %1").arg(all), Qt::ElideRight, kFoldTextWidth));
    m_fold->setToolTip(tr("Inputs the table enters now and then: %1").arg(all));
    m_fold->setFocusPolicy(Qt::NoFocus); // Tab goes from field to field
    int row = 0;
    QFormLayout::ItemRole role = QFormLayout::FieldRole;
    m_layout->getWidgetPosition(m_fields[static_cast<std::size_t>(first)].entry, &row, &role);
    m_layout->insertRow(row, m_fold); // above the first folded input
    connect(m_fold, &QToolButton::toggled, this, [this](bool open) {
        m_unfolded = open;
        m_fold->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        showRows();
    });
}

bool ManeuverForm::sends(const Field& field) const {
    using engine::InputKind;
    if (m_diceWay == nullptr) {
        return true;
    }
    const bool here = m_diceWay->currentData().toString() == QStringLiteral("here");
    switch (field.input.kind) {
    case InputKind::Pool:
    case InputKind::Tn:
        return here;
    case InputKind::Successes:
        return !here;
    default:
        return true;
    }
}

QWidget* ManeuverForm::makeField(Field& field, const engine::Combatant& actor, engine::Position gridSize) {
    using engine::InputKind;
    const engine::InputDescription& input = field.input;
    const QString name = fieldName(input);
    auto* row = new QWidget(this);
    auto* column = new QVBoxLayout(row);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    auto* line = new QHBoxLayout;
    column->addLayout(line);
    QWidget* focus = nullptr;
    using Shape = engine::CommandInput::Shape;
    switch (engine::CommandInput::shapeOf(input.kind)) {
    case Shape::Flag:
        field.check = new QCheckBox(q(input.label), row);
        field.check->setChecked(input.initial != 0);
        // A flag whose bound is 0 cannot be set now (no point of its resource left to spend).
        field.check->setEnabled(input.maximum > 0 || input.initial != 0);
        connect(field.check, &QCheckBox::toggled, this, &ManeuverForm::check);
        focus = field.check;
        break;
    case Shape::Number:
        field.number = new QSpinBox(row);
        field.number->setRange(std::min(input.minimum, 0), std::max(input.maximum, kTypingRoom));
        field.number->setValue(input.initial);
        field.number->setAccessibleName(q(input.label));
        connect(field.number, &QSpinBox::valueChanged, this, [this, &field](int value) {
            if (field.rolled != nullptr && value != field.rolled->property("total").toInt()) {
                field.rolled->hide(); // typed over: the faces no longer say what the field holds
            }
            if (field.input.kind != InputKind::Damage || value <= 0) {
                check();
                return;
            }
            // Damage is only dealt on a hit: entering it says the attack hit.
            for (auto& other : m_fields) {
                if (other.check != nullptr && other.input.kind == InputKind::Hit) {
                    other.check->setChecked(true);
                }
            }
            check();
        });
        focus = field.number;
        break;
    case Shape::Square:
        field.number = new QSpinBox(row);
        field.row = new QSpinBox(row);
        field.number->setRange(0, std::max(gridSize.x - 1, 0));
        field.row->setRange(0, std::max(gridSize.y - 1, 0));
        field.number->setValue(actor.at.x);
        field.row->setValue(actor.at.y);
        field.number->setAccessibleName(tr("Column"));
        field.row->setAccessibleName(tr("Row"));
        field.number->setObjectName(name + QStringLiteral("Column"));
        field.row->setObjectName(name + QStringLiteral("Row"));
        for (QSpinBox* box : {field.number, field.row}) {
            connect(box, &QSpinBox::valueChanged, this, &ManeuverForm::check);
        }
        line->addWidget(field.row);
        focus = field.number;
        break;
    case Shape::Choice:
        field.combo = new QComboBox(row);
        // A long choice ("Change (walking ↔ running)") is read in the open list, not by widening the panel.
        field.combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        field.combo->setMinimumContentsLength(10);
        for (const auto& choice : input.choices) {
            field.combo->addItem(q(choice.label), q(choice.id));
        }
        connect(field.combo, &QComboBox::currentIndexChanged, this, &ManeuverForm::check);
        focus = field.combo;
        break;
    case Shape::Text:
        field.line = new QLineEdit(row);
        field.line->setAccessibleName(q(input.label));
        connect(field.line, &QLineEdit::textChanged, this, &ManeuverForm::check);
        focus = field.line;
        break;
    case Shape::Ids:
        field.ids = ListFields::makeIds(input, row);
        connect(field.ids, &QListWidget::itemChanged, this, &ManeuverForm::check);
        focus = field.ids;
        break;
    case Shape::Records:
        column->insertLayout(0, ListFields::makeRecords(input, row, name, field.cells));
        for (QSpinBox* box : field.cells) {
            connect(box, &QSpinBox::valueChanged, this, &ManeuverForm::check);
        }
        break;
    }
    if (focus != nullptr) {
        if (focus->objectName().isEmpty()) {
            focus->setObjectName(name);
        }
        line->insertWidget(0, focus, 1);
    }
    if (!input.roll.empty() && field.number != nullptr && field.row == nullptr) {
        field.roll = new QToolButton(row);
        field.roll->setObjectName(name + QStringLiteral("Roll"));
        field.roll->setText(tr("Roll"));
        const bool tiered = input.roll.find("T)") != std::string::npos && !m_tierWord.isEmpty();
        field.roll->setToolTip(
            tiered ? tr("Roll %1 at %2 %3 and fill %4").arg(q(input.roll), m_tierWord).arg(m_tier).arg(q(input.label))
                   : tr("Roll %1 and fill %2").arg(q(input.roll), q(input.label)));
        field.roll->setFocusPolicy(Qt::NoFocus); // Tab goes from field to field
        connect(field.roll, &QToolButton::clicked, this, [this, &field] { rollInto(field); });
        line->addWidget(field.roll);
        field.rolled = new QLabel(row);
        field.rolled->setObjectName(name + QStringLiteral("Rolled"));
        field.rolled->setWordWrap(true);
        field.rolled->setTextInteractionFlags(Qt::TextSelectableByMouse);
        field.rolled->hide();
        column->addWidget(field.rolled);
    }
    field.error = new QLabel(row);
    field.error->setObjectName(name + QStringLiteral("Error"));
    field.error->setStyleSheet(QStringLiteral("color: #e53935"));
    if (field.number != nullptr && field.row == nullptr) {
        // A number's refusal beside it, in a place kept while it says nothing: the fields stay
        // under the cursor when a value is refused. Its words never widen the panel; the panel's
        // message and the tooltip say them whole.
        QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        policy.setRetainSizeWhenHidden(true);
        policy.setHorizontalStretch(1);
        field.error->setSizePolicy(policy);
        line->addWidget(field.error, 1);
    } else {
        field.error->setWordWrap(true);
        column->addWidget(field.error);
    }
    field.error->hide();
    return row;
}

void ManeuverForm::rollInto(const Field& field) {
    const std::string dice = m_rollFor ? m_rollFor(field.input) : field.input.roll;
    const engine::DiceParseResult parsed = engine::parseDice(dice);
    if (!parsed.ok() || field.number == nullptr) {
        field.error->setText(
            tr("Cannot roll %1: %2").arg(q(dice), parsed.error ? q(parsed.error->message()) : QString()));
        field.error->show();
        return;
    }
    engine::RollContext context;
    context.scale = m_tier;
    context.baseScale = m_baseTier;
    context.scaling = field.input.rollScaling;
    try {
        const engine::RollResult result = engine::roll(*parsed.expression, context, m_dice);
        // The faces beside the total, so the table sees what was rolled before Perform.
        field.rolled->setProperty("total", result.total);
        field.number->setValue(result.total);
        field.rolled->setText(tr("Rolled %1").arg(describeSum(result, context.scaling)));
        field.rolled->setToolTip(describeFaces(result, context.scaling));
        field.rolled->show();
    } catch (const std::exception& error) {
        field.error->setText(q(error.what()));
        field.error->show();
    }
}

QString ManeuverForm::problemOf(const Field& field) const {
    using engine::InputKind;
    if (QString records = ListFields::problem(field.input, field.cells); !records.isEmpty()) {
        return records;
    }
    if (field.number == nullptr || field.row != nullptr || !sends(field)) {
        return {};
    }
    const int value = field.number->value();
    const engine::InputDescription& input = field.input;
    if (value < input.minimum || value > input.maximum) {
        return tr("%1 %2 is not allowed now: from %3 to %4")
            .arg(q(input.label))
            .arg(value)
            .arg(input.minimum)
            .arg(input.maximum);
    }
    if (input.kind == InputKind::Damage && value > 0 && !areaPicked()) {
        for (const auto& other : m_fields) {
            if (other.check != nullptr && other.input.kind == InputKind::Hit && !other.check->isChecked()) {
                return tr("Damage is only dealt on a hit: check %1 or clear the damage").arg(q(other.input.label));
            }
        }
    }
    return {};
}

void ManeuverForm::showProblems() {
    for (const auto& field : m_fields) {
        const QString problem = problemOf(field);
        field.error->setText(problem);
        field.error->setToolTip(problem);
        field.error->setVisible(!problem.isEmpty());
    }
}

void ManeuverForm::check() {
    showProblems();
    Q_EMIT changed();
}

QString ManeuverForm::problem() const {
    for (const auto& field : m_fields) {
        if (QString problem = problemOf(field); !problem.isEmpty()) {
            return problem;
        }
    }
    return {};
}

bool ManeuverForm::areaPicked() const {
    return std::any_of(m_fields.begin(), m_fields.end(), [](const Field& field) {
        return field.ids != nullptr && field.input.replacesTarget && ListFields::anyPicked(*field.ids);
    });
}

void ManeuverForm::fill(engine::CommandForm& form) const {
    const bool area = areaPicked();
    for (const auto& field : m_fields) {
        if (!sends(field) || (area && field.input.kind == engine::InputKind::Hit)) {
            continue;
        }
        if (field.check != nullptr) {
            ManeuverDraft::setNumber(form, field.input, field.check->isChecked() ? 1 : 0);
        } else if (field.row != nullptr) {
            form.set(engine::CommandInput::keyOf(field.input),
                     engine::Position{field.number->value(), field.row->value()});
        } else if (field.number != nullptr) {
            ManeuverDraft::setNumber(form, field.input, field.number->value());
        } else if (field.combo != nullptr) {
            ManeuverDraft::setText(form, field.input, field.combo->currentData().toString().toStdString());
        } else if (field.line != nullptr) {
            ManeuverDraft::setText(form, field.input, field.line->text().trimmed().toStdString());
        } else if (field.ids != nullptr) {
            engine::CommandInput::setIds(form, field.input, ListFields::picked(*field.ids));
        } else if (field.input.kind == engine::InputKind::Records) {
            ManeuverDraft::setRecords(form, field.input, ListFields::values(field.input, field.cells));
        }
    }
}

QVariantMap ManeuverForm::values() const {
    QVariantMap out;
    for (const auto& field : m_fields) {
        const QString key = q(engine::CommandInput::keyOf(field.input));
        if (field.check != nullptr) {
            out.insert(key, field.check->isChecked());
        } else if (field.row != nullptr) {
            out.insert(key, QPoint(field.number->value(), field.row->value()));
        } else if (field.number != nullptr) {
            out.insert(key, field.number->value());
        } else if (field.combo != nullptr) {
            out.insert(key, field.combo->currentData());
        } else if (field.line != nullptr) {
            out.insert(key, field.line->text());
        } else if (!field.cells.empty()) {
            QVariantList cells;
            for (const QSpinBox* cell : field.cells) {
                cells.append(cell->value());
            }
            out.insert(key, cells);
        }
    }
    if (m_diceWay != nullptr) {
        out.insert(QStringLiteral("@diceWay"), m_diceWay->currentData());
    }
    return out;
}

void ManeuverForm::setValues(const QVariantMap& values) {
    if (m_diceWay != nullptr && values.contains(QStringLiteral("@diceWay"))) {
        m_diceWay->setCurrentIndex(std::max(0, m_diceWay->findData(values.value(QStringLiteral("@diceWay")))));
    }
    for (auto& field : m_fields) {
        const QString key = q(engine::CommandInput::keyOf(field.input));
        if (!values.contains(key)) {
            continue;
        }
        const QVariant value = values.value(key);
        if (field.check != nullptr) {
            field.check->setChecked(value.toBool());
        } else if (field.row != nullptr) {
            field.number->setValue(value.toPoint().x());
            field.row->setValue(value.toPoint().y());
        } else if (field.number != nullptr) {
            field.number->setValue(value.toInt());
        } else if (field.combo != nullptr) {
            field.combo->setCurrentIndex(std::max(0, field.combo->findData(value)));
        } else if (field.line != nullptr) {
            field.line->setText(value.toString());
        } else if (!field.cells.empty()) {
            const QVariantList cells = value.toList();
            for (qsizetype i = 0; i < cells.size() && i < static_cast<qsizetype>(field.cells.size()); ++i) {
                field.cells[static_cast<std::size_t>(i)]->setValue(cells[i].toInt());
            }
        }
    }
    check();
}

bool ManeuverForm::focusFirst() {
    // What the table rolled comes first: the die of a check, else the damage, else the first field.
    const Field* first = nullptr;
    for (const auto& field : m_fields) {
        if (field.input.kind == engine::InputKind::Roll || field.input.kind == engine::InputKind::Damage ||
            field.input.kind == engine::InputKind::Successes) {
            first = &field;
            break;
        }
        if (first == nullptr) {
            first = &field;
        }
    }
    if (first == nullptr) {
        return false;
    }
    QWidget* widget = widgetOf(*first);
    widget->setFocus(Qt::ShortcutFocusReason);
    if (auto* box = qobject_cast<QSpinBox*>(widget)) {
        box->selectAll(); // typing replaces the default
    }
    return true;
}

bool ManeuverForm::setSquare(QPoint square) {
    for (const auto& field : m_fields) {
        if (field.input.kind == engine::InputKind::Square && field.number != nullptr && field.row != nullptr) {
            field.number->setValue(square.x());
            field.row->setValue(square.y());
            return true;
        }
    }
    return false;
}

std::optional<QPoint> ManeuverForm::square() const {
    for (const auto& field : m_fields) {
        if (field.input.kind == engine::InputKind::Square && field.number != nullptr && field.row != nullptr) {
            return QPoint(field.number->value(), field.row->value());
        }
    }
    return std::nullopt;
}

bool ManeuverForm::setPicked(const std::string& key, const std::vector<std::string>& ids) {
    for (const auto& field : m_fields) {
        if (field.ids != nullptr && engine::CommandInput::keyOf(field.input) == key) {
            ListFields::setPicked(*field.ids, ids);
            check();
            return true;
        }
    }
    return false;
}

QWidget* ManeuverForm::widgetOf(const Field& field) {
    if (field.check != nullptr) {
        return field.check;
    }
    if (field.number != nullptr) {
        return field.number;
    }
    if (field.combo != nullptr) {
        return field.combo;
    }
    if (field.ids != nullptr) {
        return field.ids;
    }
    if (!field.cells.empty()) {
        return field.cells.front();
    }
    return field.line;
}

QWidget* ManeuverForm::field(engine::InputKind kind) const {
    for (const auto& field : m_fields) {
        if (field.input.kind == kind) {
            return widgetOf(field);
        }
    }
    return nullptr;
}

QWidget* ManeuverForm::field(const std::string& key) const {
    for (const auto& field : m_fields) {
        if (engine::CommandInput::keyOf(field.input) == key) {
            return widgetOf(field);
        }
    }
    return nullptr;
}

QSpinBox* ManeuverForm::cell(const std::string& key, int row, int column) const {
    for (const auto& field : m_fields) {
        if (engine::CommandInput::keyOf(field.input) != key || field.input.kind != engine::InputKind::Records) {
            continue;
        }
        const auto at = static_cast<std::size_t>(row) * field.input.choices.size() + static_cast<std::size_t>(column);
        return row >= 0 && column >= 0 && at < field.cells.size() ? field.cells[at] : nullptr;
    }
    return nullptr;
}

QToolButton* ManeuverForm::rollButton(engine::InputKind kind) const {
    for (const auto& field : m_fields) {
        if (field.input.kind == kind) {
            return field.roll;
        }
    }
    return nullptr;
}

} // namespace scouter::ui
