#include "library/CharacterEditor.h"
#include "library/FieldMessage.h"

#include "CharacterSheet.h"
#include "model/SheetLimits.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace scouter::ui {

namespace {

const QString kName = QStringLiteral("name");
const QString kThresholds = QStringLiteral("thresholds");
const QString kNotes = QStringLiteral("notes");

} // namespace

CharacterEditor::CharacterEditor(QWidget* parent) : QWidget(parent) {
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("characterName"));
    form->addRow(tr("&Name"), withMessage(m_name, kName));
    m_kind = new QComboBox;
    m_kind->addItem(tr("PC (a player's character)"), static_cast<int>(store::CharacterKind::Pc));
    m_kind->addItem(tr("NPC (the ARC's)"), static_cast<int>(store::CharacterKind::Npc));
    form->addRow(tr("&Kind"), m_kind);
    m_ruleset = new QComboBox;
    m_ruleset->addItem(tr("DBU (002 combat structure)"), QStringLiteral("dbu"));
    m_ruleset->addItem(tr("DBU legacy (000/001 structure)"), QStringLiteral("dbu-legacy"));
    form->addRow(tr("&Ruleset"), m_ruleset);
    for (const store::StatField& stat : store::CharacterSheet::dbuFields()) {
        const QString key = QString::fromLatin1(stat.key);
        auto* edit = new QLineEdit;
        edit->setObjectName(QStringLiteral("field-") + key);
        edit->setPlaceholderText(stat.required ? tr("needed") : tr("empty: %1").arg(QString::fromUtf8(stat.hint)));
        edit->setToolTip(QString::fromUtf8(stat.hint));
        m_fields[key] = edit;
        form->addRow(QString::fromUtf8(stat.label), withMessage(edit, key));
    }
    auto* thresholds = new QLineEdit;
    thresholds->setObjectName(QStringLiteral("field-thresholds"));
    thresholds->setPlaceholderText(tr("Life values, highest first, e.g. 90, 60, 30"));
    m_fields[kThresholds] = thresholds;
    form->addRow(tr("Health Thresholds"), withMessage(thresholds, kThresholds));
    m_notes = new QPlainTextEdit;
    m_notes->setObjectName(QStringLiteral("characterNotes"));
    m_notes->setPlaceholderText(tr("Background, tactics, what the players know…"));
    m_notes->setMinimumHeight(70);
    form->addRow(tr("N&otes"), withMessage(m_notes, kNotes));

    auto* sheet = new QWidget;
    sheet->setLayout(form);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(sheet);

    m_heading = new QLabel;
    m_heading->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_save = new QPushButton(tr("&Save"));
    m_save->setObjectName(QStringLiteral("saveCharacter"));
    m_save->setDefault(true);
    m_revert = new QPushButton(tr("Re&vert"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);

    for (const auto& [key, edit] : m_fields) {
        connect(edit, &QLineEdit::textChanged, this, &CharacterEditor::check);
    }
    connect(m_name, &QLineEdit::textChanged, this, &CharacterEditor::check);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &CharacterEditor::check);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, &CharacterEditor::check);
    connect(m_notes, &QPlainTextEdit::textChanged, this, &CharacterEditor::check);
    connect(m_revert, &QPushButton::clicked, this, [this] { setCharacter(m_original); });
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (problems().isEmpty()) {
            Q_EMIT saveRequested(character());
        }
    });
    setCharacter({0, QStringLiteral("dbu"), QString(), store::CharacterKind::Npc, {}, {}});
}

QWidget* CharacterEditor::withMessage(QWidget* field, const QString& key) {
    return FieldMessage::below(field, QStringLiteral("message-") + key, m_messages[key]);
}

QLineEdit* CharacterEditor::field(const QString& key) const {
    const auto it = m_fields.find(key);
    return it == m_fields.end() ? nullptr : it->second;
}

QLabel* CharacterEditor::message(const QString& key) const {
    const auto it = m_messages.find(key);
    return it == m_messages.end() ? nullptr : it->second;
}

void CharacterEditor::setCharacter(const store::Character& character) {
    m_original = character;
    const QSignalBlocker blockName(m_name);
    m_name->setText(character.name);
    m_kind->setCurrentIndex(character.kind == store::CharacterKind::Pc ? 0 : 1);
    m_ruleset->setCurrentIndex(std::max(0, m_ruleset->findData(character.ruleset)));
    for (const auto& [key, edit] : m_fields) {
        const QSignalBlocker block(edit);
        const QJsonValue value = character.stats.value(key);
        edit->setText(key == kThresholds ? store::CharacterSheet::thresholdsText(character.stats)
                      : value.isDouble() ? QString::number(value.toInteger())
                                         : QString());
    }
    {
        const QSignalBlocker block(m_notes);
        m_notes->setPlainText(character.notes);
    }
    check();
}

store::Character CharacterEditor::character() const {
    store::Character c = m_original;
    c.name = m_name->text().trimmed();
    c.kind = static_cast<store::CharacterKind>(m_kind->currentData().toInt());
    c.ruleset = m_ruleset->currentData().toString();
    c.notes = m_notes->toPlainText();
    for (const auto& [key, edit] : m_fields) {
        const QString text = edit->text().trimmed();
        if (text.isEmpty()) {
            c.stats.remove(key);
        } else if (key == kThresholds) {
            c.stats.insert(key, store::CharacterSheet::parseThresholds(text));
        } else {
            c.stats.insert(key, text.toLongLong());
        }
    }
    return c;
}

QStringList CharacterEditor::problems() const {
    QStringList found;
    for (const auto& [key, label] : m_messages) {
        if (!label->text().isEmpty()) {
            found << label->text();
        }
    }
    return found;
}

bool CharacterEditor::isModified() const {
    return character() != m_original;
}

void CharacterEditor::showMessage(const QString& key, const QString& text, bool evenIfBlank) {
    QLabel* label = m_messages.at(key);
    label->setText(text);
    // A new sheet does not open in red: an empty field's "needed" shows once it was typed in.
    const auto field = m_fields.find(key);
    const QLineEdit* edit = key == kName ? m_name : field != m_fields.end() ? field->second : nullptr;
    const bool untouchedBlank =
        !evenIfBlank && edit != nullptr && m_original.id == 0 && edit->text().isEmpty() && !edit->isModified();
    label->setVisible(!text.isEmpty() && !untouchedBlank);
}

void CharacterEditor::check() {
    showMessage(kName, store::CharacterSheet::checkName(m_name->text()));
    showMessage(kNotes, store::CharacterSheet::checkText(m_notes->toPlainText(), engine::limits::TextKind::Notes,
                                                         tr("The note")));
    std::map<QString, qint64> typedValues;
    for (const store::StatField& stat : store::CharacterSheet::dbuFields()) {
        const QString key = QString::fromLatin1(stat.key);
        const QString text = m_fields.at(key)->text().trimmed();
        const QString problem = store::CharacterSheet::checkStat(stat, text);
        showMessage(key, problem);
        if (problem.isEmpty() && !text.isEmpty()) {
            typedValues[key] = text.toLongLong();
        }
    }
    const auto typed = [&typedValues](const QString& key) {
        const auto it = typedValues.find(key);
        return it == typedValues.end() ? std::nullopt : std::optional<qint64>(it->second);
    };
    // The rules between fields, as an import checks them.
    for (const auto& [now, pool] : {std::pair{QStringLiteral("kiNow"), QStringLiteral("ki")},
                                    std::pair{QStringLiteral("lifeNow"), QStringLiteral("life")}}) {
        if (const auto value = typed(now)) {
            showMessage(
                now, store::CharacterSheet::checkAtStart(*store::CharacterSheet::dbuField(now), *value, typed(pool)));
        }
    }
    // Boosted Speed against Normal Speed, the Attributes against the Tier: a field left empty holds
    // the engine's default, so its message shows before it is typed in.
    for (const std::string_view rule : engine::limits::kDbuRuledStats) {
        const QString key = QString::fromLatin1(rule.data(), static_cast<qsizetype>(rule.size()));
        if (m_messages.at(key)->text().isEmpty()) {
            showMessage(key, store::CharacterSheet::checkRule(*store::CharacterSheet::dbuField(key), typedValues),
                        true);
        }
    }
    showMessage(kThresholds, store::CharacterSheet::checkThresholds(m_fields.at(kThresholds)->text(),
                                                                    typed(QStringLiteral("life"))));
    const bool valid = problems().isEmpty();
    m_save->setEnabled(valid && (isModified() || m_original.id == 0));
    m_save->setToolTip(valid ? QString() : problems().join(QLatin1Char('\n')));
    // Only blank needed fields left: their placeholders say so; otherwise a message shows in red.
    const bool shown = std::any_of(m_messages.begin(), m_messages.end(),
                                   [this](const auto& entry) { return entry.second->isVisibleTo(this); });
    m_heading->setText(m_original.id != 0 ? m_original.name
                       : valid            ? tr("New character")
                       : shown            ? tr("New character — see the messages under the fields")
                                          : tr("New character — fill in the fields marked \"needed\""));
    m_revert->setEnabled(isModified());
}

} // namespace scouter::ui
