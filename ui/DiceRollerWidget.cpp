// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiceRollerWidget.h"

#include "RollDescription.h"
#include "RollHistoryModel.h"

#include <QComboBox>
#include <QDateTime>
#include <QFont>
#include <QFontMetrics>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <exception>
#include <utility>

namespace scouter::ui {
namespace {

// Readable on the light palettes Qt Widgets ship with; used for the message and for the
// highlight on the offending character, so the two read as one thing.
const QColor kErrorColor(0xc6, 0x28, 0x28);

constexpr int kMinTier = 1;
constexpr int kMaxTier = 10;

QSpinBox* makeTierSpin(const QString& objectName, const QString& toolTip, QWidget* parent) {
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(kMinTier, kMaxTier);
    spin->setValue(kMinTier);
    spin->setToolTip(toolTip);
    return spin;
}

// The ruleset's words as a label with a key: its first `key` when it has one (Alt+X, as before),
// else its first letter.
QString withKey(QString words, QChar key) {
    const qsizetype at = words.indexOf(key, 0, Qt::CaseInsensitive);
    words.insert(at > 0 ? at : 0, QLatin1Char('&'));
    return words;
}

QLabel* makeBuddyLabel(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace

DiceRollerWidget::DiceRollerWidget(std::unique_ptr<engine::DiceSource> dice, RollHistoryModel& history, QWidget* parent)
    : QWidget(parent), m_dice(std::move(dice)), m_history(history) {
    buildLayout();
}

void DiceRollerWidget::setDiceSource(std::unique_ptr<engine::DiceSource> dice) {
    m_dice = std::move(dice);
}

void DiceRollerWidget::buildLayout() {
    m_expressionEdit = new QLineEdit(this);
    m_expressionEdit->setObjectName(QStringLiteral("expressionEdit"));
    m_expressionEdit->setClearButtonEnabled(true);

    m_rollButton = new QPushButton(tr("&Roll"), this);
    m_rollButton->setObjectName(QStringLiteral("rollButton"));
    m_rollButton->setDefault(true);
    m_rollButton->setToolTip(tr("Roll the expression (Enter)"));

    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setWordWrap(true);
    QPalette errorPalette = m_errorLabel->palette();
    errorPalette.setColor(QPalette::WindowText, kErrorColor);
    m_errorLabel->setPalette(errorPalette);
    // Reserve the line so the form does not jump when a message comes and goes.
    m_errorLabel->setMinimumHeight(m_errorLabel->fontMetrics().height());

    m_tierSpin = makeTierSpin(QStringLiteral("tierSpin"), QString(), this);
    m_baseTierSpin = makeTierSpin(QStringLiteral("baseTierSpin"), QString(), this);

    m_extraDiceEdit = new QLineEdit(this);
    m_extraDiceEdit->setObjectName(QStringLiteral("extraDiceEdit"));
    m_extraDiceEdit->setPlaceholderText(tr("e.g. 1d10"));
    m_extraDiceEdit->setClearButtonEnabled(true);

    m_scalingCombo = new QComboBox(this);
    m_scalingCombo->setObjectName(QStringLiteral("scalingCombo"));
    m_scalingCombo->addItem(tr("Multiply the number of dice"), static_cast<int>(engine::DiceScaling::Count));
    m_scalingCombo->addItem(tr("Multiply the result"), static_cast<int>(engine::DiceScaling::Result));
    m_scalingCombo->setToolTip(tr("What (T) and (bT) multiply on a dice term"));

    auto* form = new QGridLayout;
    form->addWidget(makeBuddyLabel(tr("&Expression"), m_expressionEdit, this), 0, 0);
    form->addWidget(m_expressionEdit, 0, 1, 1, 7);
    form->addWidget(m_rollButton, 0, 8);
    form->addWidget(m_errorLabel, 1, 1, 1, 8);
    m_tierLabel = makeBuddyLabel(QString(), m_tierSpin, this);
    m_baseTierLabel = makeBuddyLabel(QString(), m_baseTierSpin, this);
    m_extraDiceLabel = makeBuddyLabel(QString(), m_extraDiceEdit, this);
    m_scalingLabel = makeBuddyLabel(tr("&Dice with (T)"), m_scalingCombo, this);
    form->addWidget(m_tierLabel, 2, 0);
    form->addWidget(m_tierSpin, 2, 1);
    form->addWidget(m_baseTierLabel, 2, 2);
    form->addWidget(m_baseTierSpin, 2, 3);
    form->addWidget(m_extraDiceLabel, 2, 4);
    form->addWidget(m_extraDiceEdit, 2, 5);
    form->addWidget(m_scalingLabel, 2, 6);
    form->addWidget(m_scalingCombo, 2, 7, 1, 2);
    form->setColumnStretch(5, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(buildResultPanel());

    // The order a hand on the keyboard wants: what to roll, what it is rolled at, then Roll.
    setTabOrder(m_expressionEdit, m_tierSpin);
    setTabOrder(m_tierSpin, m_baseTierSpin);
    setTabOrder(m_baseTierSpin, m_extraDiceEdit);
    setTabOrder(m_extraDiceEdit, m_scalingCombo);
    setTabOrder(m_scalingCombo, m_rollButton);

    setWords(freeRollerWords());
    connect(m_rollButton, &QPushButton::clicked, this, &DiceRollerWidget::roll);
    connect(m_expressionEdit, &QLineEdit::textEdited, this, &DiceRollerWidget::clearError);
    connect(m_extraDiceEdit, &QLineEdit::textEdited, this, &DiceRollerWidget::clearError);
}

QWidget* DiceRollerWidget::buildResultPanel() {
    auto* panel = new QFrame(this);
    panel->setObjectName(QStringLiteral("resultPanel"));
    panel->setFrameShape(QFrame::StyledPanel);

    m_totalLabel = new QLabel(QStringLiteral("–"), panel);
    m_totalLabel->setObjectName(QStringLiteral("totalLabel"));
    m_totalLabel->setAccessibleName(tr("Total"));
    QFont totalFont = m_totalLabel->font();
    totalFont.setPointSizeF(totalFont.pointSizeF() * 3.0);
    totalFont.setBold(true);
    m_totalLabel->setFont(totalFont);
    m_totalLabel->setAlignment(Qt::AlignCenter);
    // Wide enough for a three-digit total, so the column does not twitch between rolls.
    m_totalLabel->setMinimumWidth(QFontMetrics(totalFont).horizontalAdvance(QStringLiteral("-888")));

    auto* totalCaption = new QLabel(tr("Total"), panel);
    totalCaption->setAlignment(Qt::AlignCenter);

    m_headlineLabel = new QLabel(tr("No roll yet"), panel);
    m_headlineLabel->setObjectName(QStringLiteral("headlineLabel"));
    QFont headlineFont = m_headlineLabel->font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.25);
    headlineFont.setBold(true);
    m_headlineLabel->setFont(headlineFont);
    m_headlineLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_naturalLabel = new QLabel(panel);
    m_naturalLabel->setObjectName(QStringLiteral("naturalLabel"));
    m_naturalLabel->hide();

    m_termsLabel = new QLabel(panel);
    m_termsLabel->setObjectName(QStringLiteral("termsLabel"));
    m_termsLabel->setTextFormat(Qt::PlainText);
    // The faces are read out to the table, so a little larger than the form around them.
    QFont termsFont = m_termsLabel->font();
    termsFont.setPointSizeF(termsFont.pointSizeF() * 1.1);
    m_termsLabel->setFont(termsFont);
    m_termsLabel->setWordWrap(true);
    m_termsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_termsLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    // A term can roll up to a thousand dice; they scroll inside a fixed height so the panel
    // and the history under it stay put from one roll to the next.
    auto* termsArea = new QScrollArea(panel);
    termsArea->setFrameShape(QFrame::NoFrame);
    termsArea->setWidgetResizable(true);
    termsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Not a tab stop: Tab goes from Roll straight on to the history.
    termsArea->setFocusPolicy(Qt::NoFocus);
    termsArea->setWidget(m_termsLabel);
    termsArea->viewport()->setAutoFillBackground(false);
    m_termsLabel->setAutoFillBackground(false);
    constexpr int kVisibleTermLines = 4;
    termsArea->setFixedHeight(m_termsLabel->fontMetrics().lineSpacing() * kVisibleTermLines +
                              2 * m_termsLabel->margin());

    auto* totalColumn = new QVBoxLayout;
    totalColumn->addWidget(m_totalLabel);
    totalColumn->addWidget(totalCaption);
    totalColumn->addStretch(1);

    auto* detailColumn = new QVBoxLayout;
    detailColumn->addWidget(m_headlineLabel);
    detailColumn->addWidget(m_naturalLabel);
    detailColumn->addWidget(termsArea);

    auto* layout = new QHBoxLayout(panel);
    layout->addLayout(totalColumn);
    layout->addSpacing(totalCaption->fontMetrics().averageCharWidth() * 2);
    layout->addLayout(detailColumn, 1);
    return panel;
}

void DiceRollerWidget::roll() {
    const auto parsed = engine::parseDice(m_expressionEdit->text().toStdString());
    if (!parsed.ok()) {
        showError(*m_expressionEdit, QString::fromStdString(parsed.error->message()), parsed.error->position);
        return;
    }
    const auto context = readContext();
    if (!context) {
        return;
    }
    engine::RollResult result;
    try {
        result = engine::roll(*parsed.expression, *context, *m_dice);
    } catch (const std::exception& failure) {
        // The engine refuses rolls it cannot make (more dice in a term than it allows, a total
        // past int) and a scripted source can run out of faces: say so, roll nothing.
        m_errorLabel->setText(tr("Could not roll: %1").arg(QString::fromUtf8(failure.what())));
        return;
    }

    clearError();
    showResult(*context, result);
    const QString expression = QString::fromStdString(result.expression.toString());
    m_history.append({.time = QDateTime::currentDateTime(),
                      .expression = expression,
                      .tier = context->scale,
                      .baseTier = context->baseScale,
                      .tierWord = m_tierShort,
                      .faces = describeFaces(result, context->scaling),
                      .natural = result.natural,
                      .total = result.total});
    Q_EMIT rolled(tr("%1 = %2").arg(rolledAt(expression, *context)).arg(result.total));

    // Ready for the next roll: typing replaces the expression, Enter rolls it again.
    m_expressionEdit->setFocus();
    m_expressionEdit->selectAll();
}

std::optional<engine::RollContext> DiceRollerWidget::readContext() {
    engine::RollContext context;
    context.scale = m_tierSpin->value();
    context.baseScale = m_baseTierSpin->value();
    context.scaling = static_cast<engine::DiceScaling>(m_scalingCombo->currentData().toInt());

    const QString extraText = m_extraDiceEdit->text();
    if (extraText.trimmed().isEmpty()) {
        return context;
    }
    const auto extra = engine::parseDice(extraText.toStdString());
    if (!extra.ok()) {
        showError(*m_extraDiceEdit, tr("Extra Dice — %1").arg(QString::fromStdString(extra.error->message())),
                  extra.error->position);
        return std::nullopt;
    }
    if (extra.expression->solid) {
        // Solid says "leave the Extra Dice out"; on the Extra Dice themselves it means nothing.
        showError(*m_extraDiceEdit, tr("Extra Dice — 'solid' goes on the roll, not on the Extra Dice"), 0);
        return std::nullopt;
    }
    context.extraDice = extra.expression->terms;
    return context;
}

void DiceRollerWidget::showError(QLineEdit& field, const QString& message, std::size_t bytePosition) {
    m_errorLabel->setText(message);

    // The parser counts UTF-8 bytes; the line edit counts UTF-16 code units.
    const QString text = field.text();
    const auto column = QString::fromUtf8(text.toUtf8().left(static_cast<qsizetype>(bytePosition))).size();
    QPalette palette = field.palette();
    palette.setColor(QPalette::Highlight, kErrorColor);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    field.setPalette(palette);
    field.setFocus();
    if (column < text.size()) {
        field.setSelection(static_cast<int>(column), 1);
    } else {
        field.setCursorPosition(static_cast<int>(column));
    }
}

void DiceRollerWidget::clearError() {
    m_errorLabel->clear();
    // An empty palette inherits again, dropping the red selection colour.
    m_expressionEdit->setPalette(QPalette());
    m_extraDiceEdit->setPalette(QPalette());
}

void DiceRollerWidget::showResult(const engine::RollContext& context, const engine::RollResult& result) {
    m_totalLabel->setText(QString::number(result.total));
    m_headlineLabel->setText(rolledAt(QString::fromStdString(result.expression.toString()), context));
    m_naturalLabel->setText(tr("Natural result %1").arg(result.natural));
    m_naturalLabel->show();
    m_termsLabel->setText(describeTerms(result, context.scaling).join(QLatin1Char('\n')));
}

void DiceRollerWidget::keyPressEvent(QKeyEvent* event) {
    // Line edits, spin boxes and the closed combo box pass Enter up to here (the Roll button
    // clicks itself), so this one place makes Enter roll from anywhere in the form.
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        roll();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

engine::Terms DiceRollerWidget::freeRollerWords() {
    engine::Terms words;
    words.diceScale = "Tier";
    words.diceScaleShort = "Tier";
    words.extraDice = "Extra Dice";
    return words;
}

void DiceRollerWidget::setWords(const engine::Terms& words) {
    const QString tier = QString::fromStdString(words.diceScale);
    const QString extraDice = QString::fromStdString(words.extraDice);
    m_tierShort = QString::fromStdString(words.diceScaleShort.empty() ? words.diceScale : words.diceScaleShort);
    const bool tiered = !tier.isEmpty();
    m_tierLabel->setText(tr("&%1").arg(tier));
    m_baseTierLabel->setText(tr("&Base %1").arg(m_tierShort));
    m_tierSpin->setToolTip(tr("Current %1: what (T) multiplies").arg(tier));
    m_baseTierSpin->setToolTip(tr("Base %1: what (bT) multiplies").arg(tier));
    m_extraDiceLabel->setText(withKey(extraDice, QLatin1Char('x')));
    m_extraDiceEdit->setToolTip(tr("The character's %1, added to every roll that is not solid").arg(extraDice));
    // Without Tiers the dice are read as written: the fields for (T) and (bT) would mean nothing.
    for (QWidget* part : {static_cast<QWidget*>(m_tierLabel), static_cast<QWidget*>(m_tierSpin),
                          static_cast<QWidget*>(m_baseTierLabel), static_cast<QWidget*>(m_baseTierSpin),
                          static_cast<QWidget*>(m_scalingLabel), static_cast<QWidget*>(m_scalingCombo)}) {
        part->setVisible(tiered);
    }
    for (QWidget* part : {static_cast<QWidget*>(m_extraDiceLabel), static_cast<QWidget*>(m_extraDiceEdit)}) {
        part->setVisible(!extraDice.isEmpty());
    }
    if (!tiered) {
        setTiers(1, 1);
    }
    if (extraDice.isEmpty()) {
        m_extraDiceEdit->clear();
    }
    const QString example = tiered ? QStringLiteral("2d10(T)+3") : QStringLiteral("2d10+3");
    m_expressionEdit->setPlaceholderText(tr("e.g. %1").arg(example));
    m_expressionEdit->setToolTip(
        tiered ? tr("Dice notation: 2d10(T)+3, solid 2d10(T), 1d10-1(bT), … ((T): the %1, (bT): the base %2)")
                     .arg(tier, m_tierShort)
               : tr("Dice notation: 2d10+3, 1d20-1, 3d6, …"));
    if (m_history.isEmpty() && m_headlineLabel->text() == tr("No roll yet")) {
        m_termsLabel->setText(tr("Type an expression such as %1 and press Enter to roll.").arg(example));
    }
}

QString DiceRollerWidget::rolledAt(const QString& expression, const engine::RollContext& context) const {
    if (m_tierShort.isEmpty()) {
        return expression;
    }
    return tr("%1 at %2 %3").arg(expression, m_tierShort, describeTier(context.scale, context.baseScale));
}

void DiceRollerWidget::setTiers(int tier, int baseTier) {
    m_baseTierSpin->setValue(baseTier);
    m_tierSpin->setValue(tier);
}

} // namespace scouter::ui
