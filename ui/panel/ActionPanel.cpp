#include "panel/ActionPanel.h"
#include "StdText.h"

#include "EventNarrator.h"
#include "encounter/EncounterController.h"
#include "panel/ManeuverModel.h"

#include "dbu/RollModifiers.h"

#include <algorithm>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTreeView>
#include <QVBoxLayout>

namespace scouter::ui {

namespace {

bool isAttack(const QString& name) {
    static const QStringList attacks{QStringLiteral("basic-attack"), QStringLiteral("blitz"),
                                     QStringLiteral("called-shot"),  QStringLiteral("signature-technique"),
                                     QStringLiteral("thrusting"),    QStringLiteral("united-attack"),
                                     QStringLiteral("throw"),        QStringLiteral("terrify"),
                                     QStringLiteral("grapple"),      QStringLiteral("treatment"),
                                     QStringLiteral("intervene"),    QStringLiteral("duel-escape")};
    return attacks.contains(name);
}

QStringList optionsOf(const QString& name) {
    if (name == QLatin1String("parry")) {
        return {QStringLiteral("block"),  QStringLiteral("power-flare"), QStringLiteral("deflect"),
                QStringLiteral("guard"),  QStringLiteral("direct-hit"),  QStringLiteral("cross-counter"),
                QStringLiteral("rebound")};
    }
    if (name == QLatin1String("surge")) {
        return {QStringLiteral("power-surge"), QStringLiteral("healing-surge")};
    }
    if (name == QLatin1String("intervene")) {
        return {QStringLiteral("wall-of-defense"), QStringLiteral("redirect"), QStringLiteral("distant-deflect")};
    }
    if (name == QLatin1String("energy-charge")) {
        return {QString(), QStringLiteral("stop")};
    }
    if (name == QLatin1String("grapple")) {
        return {QString(),
                QStringLiteral("pin"),
                QStringLiteral("break"),
                QStringLiteral("release"),
                QStringLiteral("energy-restraint"),
                QStringLiteral("throw")};
    }
    if (name == QLatin1String("basic-attack")) {
        return {QString(), QStringLiteral("desperation")};
    }
    if (name == QLatin1String("no-effort")) {
        return {QStringLiteral("quick-action"), QStringLiteral("draw-weapon"), QStringLiteral("drop-prone"),
                QStringLiteral("persuade")};
    }
    return {};
}

} // namespace

ActionPanel::ActionPanel(EncounterController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(new ManeuverModel(controller, this)),
      m_view(new QTreeView(this)), m_title(new QLabel(this)), m_pools(new QLabel(this)),
      m_targetLabel(new QLabel(this)), m_message(new QLabel(this)) {
    setObjectName(QStringLiteral("actionPanel"));
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_title->setFont(big);
    m_pools->setObjectName(QStringLiteral("panelPools"));
    m_rolls = new QLabel(this);
    m_rolls->setObjectName(QStringLiteral("panelRollModifiers"));
    m_rolls->setWordWrap(true);
    m_rolls->setToolTip(tr("What the effects Scouter tracks add to this combatant's rolls now (against the target)"));
    m_pools->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("panelMessage"));
    m_message->setWordWrap(true);

    m_convert = new QAction(tr("&Convert Action → Counter Action"), this);
    m_convert->setObjectName(QStringLiteral("convertAction"));
    m_convert->setShortcut(QKeySequence(Qt::Key_C));
    connect(m_convert, &QAction::triggered, this, [this] {
        engine::Command command;
        command.type = "convert";
        command.who = m_controller.selected().toStdString();
        command.count = 1;
        const auto result = m_controller.submit(command);
        say(result.accepted ? QString() : q(result.message), !result.accepted);
    });
    m_nextTarget = new QAction(tr("&Next Target"), this);
    m_nextTarget->setObjectName(QStringLiteral("nextTargetAction"));
    m_nextTarget->setShortcut(QKeySequence(Qt::Key_BracketRight));
    connect(m_nextTarget, &QAction::triggered, this, [this] { m_controller.cycleTarget(1); });
    m_previousTarget = new QAction(tr("&Previous Target"), this);
    m_previousTarget->setObjectName(QStringLiteral("previousTargetAction"));
    m_previousTarget->setShortcut(QKeySequence(Qt::Key_BracketLeft));
    connect(m_previousTarget, &QAction::triggered, this, [this] { m_controller.cycleTarget(-1); });
    m_basicAttack = new QAction(tr("&Basic Attack…"), this);
    m_basicAttack->setObjectName(QStringLiteral("basicAttackAction"));
    m_basicAttack->setShortcut(QKeySequence(Qt::Key_A));
    connect(m_basicAttack, &QAction::triggered, this, [this] {
        if (m_controller.target().isEmpty()) {
            m_controller.cycleTarget(1);
        }
        choose(QStringLiteral("basic-attack"));
        m_hit->setFocus();
    });
    addActions({m_convert, m_nextTarget, m_previousTarget, m_basicAttack});

    auto* convertButton = new QPushButton(this);
    convertButton->setObjectName(QStringLiteral("convertButton"));
    convertButton->setText(tr("Convert (C)"));
    connect(convertButton, &QPushButton::clicked, m_convert, &QAction::trigger);
    auto* previous = new QPushButton(tr("◀ [ "), this);
    auto* next = new QPushButton(tr(" ] ▶"), this);
    previous->setToolTip(m_previousTarget->text().remove(QLatin1Char('&')));
    next->setToolTip(m_nextTarget->text().remove(QLatin1Char('&')));
    connect(previous, &QPushButton::clicked, m_previousTarget, &QAction::trigger);
    connect(next, &QPushButton::clicked, m_nextTarget, &QAction::trigger);
    for (auto* small : {previous, next}) {
        small->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("◀ [ ")) + 16);
    }

    m_view->setObjectName(QStringLiteral("maneuverView"));
    m_view->setAccessibleName(tr("Maneuvers"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setMouseTracking(true);
    m_view->setIndentation(10);
    m_view->header()->setSectionResizeMode(ManeuverModel::Name, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(ManeuverModel::Cost, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_view->expandAll();
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                const QString name = current.data(ManeuverModel::ManeuverRole).toString();
                if (!name.isEmpty()) {
                    m_chosen = name;
                    m_option->setProperty("for", QString()); // a fresh choice starts from the usual option
                    showDetailsFor(name, true);
                }
            });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex&) { perform(); });
    connect(m_view, &QTreeView::entered, this, [this](const QModelIndex& index) {
        const QString reason = index.data(ManeuverModel::ReasonRole).toString();
        if (!reason.isEmpty()) {
            say(tr("%1: %2").arg(index.siblingAtColumn(0).data().toString(), reason), true);
        }
    });

    auto* poolsRow = new QHBoxLayout;
    poolsRow->addWidget(m_pools, 1);
    poolsRow->addWidget(convertButton);
    auto* targetRow = new QHBoxLayout;
    targetRow->addWidget(m_targetLabel, 1);
    targetRow->addWidget(previous);
    targetRow->addWidget(next);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addLayout(poolsRow);
    layout->addWidget(m_rolls);
    layout->addLayout(targetRow);
    layout->addWidget(m_view, 1);
    layout->addWidget(buildDetails());
    layout->addWidget(m_message);
    layout->addWidget(buildQuickEntry());

    connect(&m_controller, &EncounterController::stateChanged, this, &ActionPanel::sync);
    connect(&m_controller, &EncounterController::selectionChanged, this, &ActionPanel::sync);
    connect(&m_controller, &EncounterController::targetChanged, this, &ActionPanel::sync);
    sync();
}

QWidget* ActionPanel::buildDetails() {
    m_details = new QGroupBox(this);
    m_details->setObjectName(QStringLiteral("maneuverDetails"));
    m_hit = new QCheckBox(tr("&Hit (the table's roll succeeded)"), m_details);
    m_damage = new QSpinBox(m_details);
    m_damage->setRange(0, 9999);
    m_damage->setAccessibleName(tr("Damage"));
    m_ki = new QSpinBox(m_details);
    m_ki->setRange(0, 999);
    m_ki->setAccessibleName(tr("Ki"));
    m_option = new QComboBox(m_details);
    m_option->setObjectName(QStringLiteral("maneuverOption"));
    m_mode = new QComboBox(m_details);
    m_mode->addItems({QStringLiteral("normal"), QStringLiteral("boosted"), QStringLiteral("rapid")});
    m_square = new QWidget(m_details);
    m_x = new QSpinBox(m_square);
    m_y = new QSpinBox(m_square);
    m_x->setAccessibleName(tr("Column"));
    m_y->setAccessibleName(tr("Row"));
    m_x->setObjectName(QStringLiteral("squareColumn"));
    m_y->setObjectName(QStringLiteral("squareRow"));
    m_stacks = new QSpinBox(m_details);
    m_stacks->setRange(1, 20);
    m_margin = new QSpinBox(m_details);
    m_margin->setObjectName(QStringLiteral("throwMargin"));
    m_margin->setRange(0, 99);
    m_margin->setAccessibleName(tr("Points the Throw Check won by"));
    m_counter = new QCheckBox(tr("As a Counter Action (answers an offer)"), m_details);
    m_perform = new QPushButton(tr("&Perform"), m_details);
    m_perform->setObjectName(QStringLiteral("performButton"));
    m_perform->setDefault(true);
    connect(m_perform, &QPushButton::clicked, this, &ActionPanel::perform);
    connect(m_option, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_chosen.isEmpty()) {
            showDetailsFor(m_chosen, true);
        }
    });

    auto* square = new QHBoxLayout(m_square);
    square->setContentsMargins(0, 0, 0, 0);
    square->addWidget(m_x);
    square->addWidget(m_y);
    auto* form = new QFormLayout(m_details);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(m_hit);
    form->addRow(tr("&Damage"), m_damage);
    form->addRow(tr("&Ki"), m_ki);
    form->addRow(tr("&Option"), m_option);
    form->addRow(tr("&Mode"), m_mode);
    form->addRow(tr("&Square"), m_square);
    form->addRow(tr("S&tacks"), m_stacks);
    form->addRow(tr("Won &by"), m_margin);
    form->addRow(m_counter);
    form->addRow(m_perform);
    m_details->hide();
    return m_details;
}

QWidget* ActionPanel::buildQuickEntry() {
    auto* box = new QGroupBox(tr("Quick entry"), this);
    m_amount = new QSpinBox(box);
    m_amount->setObjectName(QStringLiteral("quickAmount"));
    m_amount->setRange(1, 9999);
    m_amount->setValue(10);
    m_amount->setAccessibleName(tr("Amount"));
    const auto button = [this, box](const QString& text, const QString& name, const QString& type, int sign) {
        auto* b = new QPushButton(text, box);
        b->setObjectName(name);
        b->setMinimumWidth(b->fontMetrics().horizontalAdvance(text) + 16);
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        connect(b, &QPushButton::clicked, this, [this, type, sign] { submitQuick(type, sign); });
        return b;
    };
    auto* amounts = new QHBoxLayout;
    amounts->addWidget(m_amount);
    amounts->addWidget(button(tr("Damage"), QStringLiteral("quickDamage"), QStringLiteral("damage"), 1));
    amounts->addWidget(button(tr("Heal"), QStringLiteral("quickHeal"), QStringLiteral("heal"), 1));
    amounts->addWidget(button(tr("Ki +"), QStringLiteral("quickKiUp"), QStringLiteral("ki"), 1));
    amounts->addWidget(button(tr("Ki −"), QStringLiteral("quickKiDown"), QStringLiteral("ki"), -1));

    m_condition = new QComboBox(box);
    m_condition->setObjectName(QStringLiteral("conditionName"));
    m_condition->setEditable(true);
    m_condition->addItems({QStringLiteral("guard-down"), QStringLiteral("slowed"), QStringLiteral("shaken"),
                           QStringLiteral("prone"), QStringLiteral("pinned"), QStringLiteral("hidden"),
                           QStringLiteral("poisoned"), QStringLiteral("defeated"), QStringLiteral("grappled")});
    m_duration = new QComboBox(box);
    m_duration->setObjectName(QStringLiteral("conditionDuration"));
    m_present = new QComboBox(box);
    m_present->setObjectName(QStringLiteral("conditionPresent"));
    // Long entries ("end of Frieza Force Scout's next turn") must not widen the whole panel.
    for (QComboBox* combo : {m_condition, m_duration, m_present}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    auto* add = new QPushButton(tr("Add"), box);
    add->setObjectName(QStringLiteral("addCondition"));
    auto* remove = new QPushButton(tr("Remove"), box);
    remove->setObjectName(QStringLiteral("removeCondition"));
    connect(add, &QPushButton::clicked, this, [this] {
        engine::Command command;
        command.type = "condition";
        command.who = m_controller.selected().toStdString();
        command.add = m_condition->currentText().trimmed().toStdString();
        command.until = m_duration->currentData().toString().toStdString();
        const auto result = m_controller.submit(command);
        say(result.accepted ? QString() : q(result.message), !result.accepted);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_present->currentText().isEmpty()) {
            return;
        }
        engine::Command command;
        command.type = "condition";
        command.who = m_controller.selected().toStdString();
        command.remove = m_present->currentData().toString().toStdString();
        const auto result = m_controller.submit(command);
        say(result.accepted ? QString() : q(result.message), !result.accepted);
    });
    auto* adding = new QHBoxLayout;
    adding->addWidget(m_condition, 1);
    adding->addWidget(m_duration, 1);
    adding->addWidget(add);
    auto* removing = new QHBoxLayout;
    removing->addWidget(m_present, 1);
    removing->addWidget(remove);

    auto* layout = new QVBoxLayout(box);
    layout->addLayout(amounts);
    layout->addLayout(adding);
    layout->addLayout(removing);
    return box;
}

void ActionPanel::sync() {
    const auto& s = m_controller.state();
    const QString who = m_controller.selected();
    const engine::Combatant* c = s.find(who.toStdString());
    setEnabled(c != nullptr && s.started && !s.ended && !m_controller.readOnly());
    if (c == nullptr) {
        m_title->setText(tr("No one selected"));
        m_pools->clear();
        m_rolls->hide();
        return;
    }
    const bool acting = who == m_controller.acting();
    m_title->setText(acting ? tr("%1 · acting").arg(m_controller.displayName(who)) : m_controller.displayName(who));
    QString pools = tr("Actions %1 · Counter Actions %2").arg(c->actions).arg(c->counterActions());
    if (c->convertedCounter > 0) {
        pools += tr(" (%1 converted: they lapse at the start of %2's next turn)")
                     .arg(c->convertedCounter)
                     .arg(m_controller.displayName(who));
    }
    pools += tr("\nLife %1/%2 · Ki %3/%4").arg(c->life).arg(c->stats.life).arg(c->ki).arg(c->stats.ki);
    if (c->charges > 0) {
        pools += tr(" · Energy Charges %1").arg(c->charges);
    }
    if (c->powerUp > 0) {
        pools += tr(" · Power Up ×%1").arg(c->powerUp);
    }
    if (c->holdingBack > 0) {
        pools += tr(" · Holding Back ×%1").arg(c->holdingBack);
    }
    m_pools->setText(pools);
    const QString target = m_controller.target();
    QStringList rolls;
    for (const auto& modifier : engine::RollModifiers::of(s, who.toStdString(), target.toStdString())) {
        rolls << q(modifier.description);
    }
    m_rolls->setText(tr("On rolls: %1").arg(rolls.join(QStringLiteral("; "))));
    m_rolls->setVisible(!rolls.isEmpty());
    m_targetLabel->setText(target.isEmpty() ? tr("Target: none ( ] picks the nearest opponent )")
                                            : tr("Target: <b>%1</b>").arg(m_controller.displayName(target)));

    m_duration->clear();
    m_duration->addItem(tr("until removed"), QStringLiteral("manual"));
    m_duration->addItem(tr("end of this round"), QStringLiteral("end-of-round"));
    for (int n = 1; n <= 3; ++n) {
        m_duration->addItem(n == 1 ? tr("1 Combat Round") : tr("%1 Combat Rounds").arg(n),
                            QStringLiteral("rounds:%1").arg(n));
    }
    for (const auto& other : s.combatants) {
        if (!other.active) {
            continue;
        }
        const QString id = q(other.id);
        m_duration->addItem(tr("start of %1's next turn").arg(m_controller.displayName(id)),
                            QStringLiteral("start-of-next-turn:%1").arg(id));
        m_duration->addItem(tr("end of %1's next turn").arg(m_controller.displayName(id)),
                            QStringLiteral("end-of-next-turn:%1").arg(id));
    }
    m_present->clear();
    for (const auto& condition : s.conditionsOf(c->id)) {
        m_present->addItem(store::EventNarrator::title(condition), q(condition));
    }
    if (!m_chosen.isEmpty()) {
        showDetailsFor(m_chosen, false);
    }
}

void ActionPanel::choose(const QString& maneuver) {
    const QModelIndex index = m_model->indexOf(maneuver);
    m_view->setCurrentIndex(index);
    m_chosen = maneuver;
    m_option->setProperty("for", QString()); // a fresh choice starts from the usual option
    showDetailsFor(maneuver, true);
}

void ActionPanel::showDetailsFor(const QString& maneuver, bool announce) {
    const QModelIndex index = m_model->indexOf(maneuver);
    bool available = index.data(ManeuverModel::AvailableRole).toBool();
    QString reason = index.data(ManeuverModel::ReasonRole).toString();
    const QStringList options = optionsOf(maneuver);
    if (m_option->property("for").toString() != maneuver) {
        const QSignalBlocker quiet(m_option);
        m_option->clear();
        for (const QString& option : options) {
            m_option->addItem(option.isEmpty() ? tr("(plain)") : store::EventNarrator::title(option.toStdString()),
                              option);
        }
        // Start from the option the list judged the maneuver by (a grappler's Grapple is a throw).
        const QString usual = QString::fromStdString(m_model->draft(maneuver).option);
        m_option->setCurrentIndex(std::max(0, m_option->findData(usual)));
        m_option->setProperty("for", maneuver);
        const auto grid = m_controller.grid();
        m_x->setRange(0, grid.columns - 1);
        m_y->setRange(0, grid.rows - 1);
        if (const engine::Combatant* c = m_controller.state().find(m_controller.selected().toStdString())) {
            m_x->setValue(c->at.x);
            m_y->setValue(c->at.y);
        }
    }
    // Which details the maneuver needs can depend on its option: a Rebound is rolled like an
    // attack, a throw lands on a square.
    const QString option = m_option->currentData().toString();
    const bool rebound = maneuver == QLatin1String("parry") && option == QLatin1String("rebound");
    const bool thrown = maneuver == QLatin1String("grapple") && option == QLatin1String("throw");
    const bool attack = isAttack(maneuver) || rebound;
    const bool moving = maneuver == QLatin1String("movement");
    const bool landing =
        moving || thrown || (maneuver == QLatin1String("intervene") && option == QLatin1String("wall-of-defense"));
    const auto setRow = [](QWidget* field, bool visible) {
        field->setVisible(visible);
        if (auto* form = qobject_cast<QFormLayout*>(field->parentWidget()->layout())) {
            if (QWidget* label = form->labelForField(field)) {
                label->setVisible(visible);
            }
        }
    };
    setRow(m_hit, attack);
    setRow(m_damage, attack);
    setRow(m_ki, (attack && !rebound && maneuver != QLatin1String("grapple")) || maneuver == QLatin1String("parry") ||
                     maneuver == QLatin1String("duel"));
    setRow(m_option, !options.isEmpty());
    setRow(m_mode, moving);
    setRow(m_stacks, maneuver == QLatin1String("holding-back"));
    setRow(m_margin, thrown);
    setRow(m_counter, true);
    setRow(m_square, landing);
    // The list judged the maneuver with its plainest option; the form judges the one chosen.
    if (!options.isEmpty() && maneuver == m_chosen) {
        const engine::CommandProbe probe = m_controller.probe(formCommand());
        available = probe.accepted;
        reason = QString::fromStdString(probe.message);
    }
    m_details->setTitle(
        tr("%1 · %2").arg(store::EventNarrator::title(maneuver.toStdString()),
                          available ? index.siblingAtColumn(ManeuverModel::Cost).data().toString() : tr("not now")));
    m_perform->setEnabled(available || moving);
    m_details->show();
    if (announce) {
        say(available ? QString() : reason, !available);
    }
}

engine::Command ActionPanel::formCommand() const {
    engine::Command command = m_model->draft(m_chosen);
    if (!m_hit->isHidden()) {
        command.hit = m_hit->isChecked();
        if (m_hit->isChecked() && m_damage->value() > 0) {
            command.damage = m_damage->value();
        }
    } else {
        command.hit.reset();
    }
    if (!m_ki->isHidden() && m_ki->value() > 0) {
        command.ki = m_ki->value();
    }
    if (!m_option->isHidden()) {
        command.option = m_option->currentData().toString().toStdString();
    }
    if (!m_square->isHidden()) {
        command.to = engine::Position{m_x->value(), m_y->value()};
    }
    if (!m_mode->isHidden()) {
        command.mode = m_mode->currentText().toStdString();
    }
    if (!m_margin->isHidden()) {
        command.amount = m_margin->value();
    }
    if (!m_stacks->isHidden()) {
        command.stacks = m_stacks->value();
    }
    if (m_counter->isChecked()) {
        command.counter = true;
    }
    return command;
}

void ActionPanel::perform() {
    if (m_chosen.isEmpty()) {
        return;
    }
    const auto result = m_controller.submit(formCommand());
    if (result.accepted) {
        m_hit->setChecked(false);
        m_damage->setValue(0);
        m_counter->setChecked(false);
        say(tr("Done: %1").arg(m_controller.undoLabel()), false);
    } else {
        say(q(result.message), true);
    }
}

void ActionPanel::submitQuick(const QString& type, int sign) {
    engine::Command command;
    command.type = type.toStdString();
    command.who = m_controller.selected().toStdString();
    command.amount = sign * m_amount->value();
    const auto result = m_controller.submit(command);
    say(result.accepted ? QString() : q(result.message), !result.accepted);
}

void ActionPanel::say(const QString& text, bool refusal) {
    m_message->setText(text);
    m_message->setStyleSheet(refusal ? QStringLiteral("color: #e53935; font-weight: bold") : QString());
}

} // namespace scouter::ui
