// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/CharacterEditor.h"
#include "library/FieldMessage.h"
#include "library/LastRuleset.h"
#include "library/RecordsEditor.h"

#include "rules/RulesetRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace scouter::ui {

namespace {

const QString kName = QStringLiteral("name");
const QString kNotes = QStringLiteral("notes");

[[nodiscard]] QString words(const std::string& text) {
    return QString::fromStdString(text);
}

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
    m_ruleset->setObjectName(QStringLiteral("characterRuleset"));
    const engine::RulesetRegistry& registry = store::CharacterSheet::registry();
    for (const std::string& name : registry.available()) {
        m_ruleset->addItem(words(registry.title(name)), words(name));
    }
    form->addRow(tr("&Ruleset"), m_ruleset);
    m_sheetForm = new QFormLayout;
    m_sheetForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* notesForm = new QFormLayout;
    notesForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_notes = new QPlainTextEdit;
    m_notes->setObjectName(QStringLiteral("characterNotes"));
    m_notes->setPlaceholderText(tr("Background, tactics, what the players know…"));
    m_notes->setMinimumHeight(70);
    notesForm->addRow(tr("N&otes"), withMessage(m_notes, kNotes));

    auto* sheet = new QWidget;
    auto* sheetLayout = new QVBoxLayout(sheet);
    sheetLayout->addLayout(form);
    sheetLayout->addLayout(m_sheetForm);
    sheetLayout->addLayout(notesForm);
    sheetLayout->addStretch();
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(sheet);

    m_derived = new QLabel;
    m_derived->setObjectName(QStringLiteral("derivedScores"));
    m_derived->setTextFormat(Qt::PlainText);
    m_derived->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_derived->setWordWrap(true);
    m_derived->setToolTip(tr("What the rules compute from this sheet, as typed"));
    m_scores = new QGroupBox(tr("Scores from this sheet"));
    m_scores->setObjectName(QStringLiteral("derivedScoresBox"));
    m_scores->setMinimumWidth(280);
    auto* scoresLayout = new QVBoxLayout(m_scores);
    scoresLayout->addWidget(m_derived);
    scoresLayout->addStretch();
    auto* body = new QHBoxLayout;
    body->addWidget(scroll, 3);
    body->addWidget(m_scores, 2);

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
    layout->addLayout(body, 1);
    layout->addLayout(buttons);

    connect(m_name, &QLineEdit::textChanged, this, &CharacterEditor::check);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &CharacterEditor::check);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, [this] {
        // Another ruleset, another sheet: what was typed under a key both have stays.
        const store::Character typed = character();
        buildSheet(typed.ruleset, typed.stats);
        check();
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, &CharacterEditor::check);
    connect(m_revert, &QPushButton::clicked, this, [this] { setCharacter(m_original); });
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (problems().isEmpty()) {
            Q_EMIT saveRequested(character());
        }
    });
    setCharacter({0, LastRuleset::get(), QString(), store::CharacterKind::Npc, {}, {}});
}

QWidget* CharacterEditor::withMessage(QWidget* field, const QString& key) {
    return FieldMessage::below(field, QStringLiteral("message-") + key, m_messages[key]);
}

void CharacterEditor::buildSheet(const QString& ruleset, const QJsonObject& stats) {
    for (const auto& [key, message] : std::map<QString, QLabel*>(m_messages)) {
        if (key != kName && key != kNotes) {
            m_messages.erase(key);
        }
    }
    m_fields.clear();
    m_choices.clear();
    m_texts.clear();
    m_flags.clear();
    m_records.clear();
    while (m_sheetForm->rowCount() > 0) {
        m_sheetForm->removeRow(0);
    }
    m_sheet.emplace(ruleset);
    QString group;
    for (const engine::SheetField& field : m_sheet->fields()) {
        const QString key = words(field.key);
        if (words(field.group) != group) {
            group = words(field.group);
            auto* heading = new QLabel(group);
            heading->setStyleSheet(QStringLiteral("font-weight: bold; margin-top: 6px"));
            m_sheetForm->addRow(heading);
            heading->show();
        }
        QWidget* input = inputFor(field, stats.value(key));
        if (input == nullptr) {
            continue;
        }
        input->setObjectName(QStringLiteral("field-") + key);
        QWidget* box = withMessage(input, key);
        if (field.kind == engine::SheetField::Kind::Records && words(field.group) == words(field.label)) {
            // A table under a heading of its own name: the whole width, no label beside it.
            m_sheetForm->addRow(box);
        } else {
            m_sheetForm->addRow(words(field.label), box);
        }
        // Now, not on the next turn of the event loop: the messages are judged visible at once.
        box->show();
    }
    orderTabs();
}

void CharacterEditor::orderTabs() {
    // The sheet's fields are made after the notes: without this, Tab from the ruleset went to
    // the notes and a value typed next landed in the wrong field.
    QList<QWidget*> chain{m_name, m_kind, m_ruleset};
    for (const engine::SheetField& field : m_sheet->fields()) {
        const QString key = words(field.key);
        if (QLineEdit* edit = this->field(key) != nullptr ? this->field(key) : text(key)) {
            chain << edit;
        } else if (QComboBox* choiceBox = choice(key)) {
            chain << choiceBox;
        } else if (QCheckBox* flagBox = flag(key)) {
            chain << flagBox;
        } else if (RecordsEditor* table = records(key)) {
            chain << &table->view() << &table->addButton() << &table->removeButton() << &table->upButton()
                  << &table->downButton();
        }
    }
    chain << m_notes << m_revert << m_save;
    for (qsizetype i = 0; i + 1 < chain.size(); ++i) {
        setTabOrder(chain[i], chain[i + 1]);
    }
}

QWidget* CharacterEditor::inputFor(const engine::SheetField& field, const QJsonValue& value) {
    const QString key = words(field.key);
    switch (field.kind) {
    case engine::SheetField::Kind::Integer:
    case engine::SheetField::Kind::IntegerList: {
        auto* edit = new QLineEdit;
        const bool list = field.kind == engine::SheetField::Kind::IntegerList;
        edit->setText(list               ? store::CharacterSheet::listText(value)
                      : value.isDouble() ? QString::number(value.toInteger())
                                         : QString());
        const QString range = tr("%1 to %2").arg(field.minimum).arg(field.maximum);
        edit->setPlaceholderText(field.required ? tr("needed")
                                 : list         ? words(field.help)
                                                : tr("empty: %1").arg(words(field.help)));
        edit->setToolTip(QStringLiteral("%1 (%2)").arg(words(field.help), range));
        connect(edit, &QLineEdit::textChanged, this, &CharacterEditor::check);
        m_fields[key] = edit;
        return edit;
    }
    case engine::SheetField::Kind::Choice: {
        auto* box = new QComboBox;
        for (const engine::Choice& choice : field.choices) {
            box->addItem(words(choice.label), words(choice.id));
        }
        box->setCurrentIndex(std::max(0, box->findData(value.toString())));
        box->setToolTip(words(field.help));
        connect(box, &QComboBox::currentIndexChanged, this, &CharacterEditor::check);
        m_choices[key] = box;
        return box;
    }
    case engine::SheetField::Kind::Text: {
        auto* edit = new QLineEdit(value.toString());
        edit->setPlaceholderText(field.required ? tr("needed") : words(field.help));
        edit->setToolTip(tr("%1 (at most %2 characters)").arg(words(field.help)).arg(field.maximum));
        connect(edit, &QLineEdit::textChanged, this, &CharacterEditor::check);
        m_texts[key] = edit;
        return edit;
    }
    case engine::SheetField::Kind::Flag: {
        auto* box = new QCheckBox(words(field.help));
        box->setChecked(value.toBool());
        connect(box, &QCheckBox::toggled, this, &CharacterEditor::check);
        m_flags[key] = box;
        return box;
    }
    case engine::SheetField::Kind::Records: {
        auto* table = new RecordsEditor(field);
        table->model().setRecords(value.toArray());
        connect(table, &RecordsEditor::changed, this, &CharacterEditor::check);
        m_records[key] = table;
        return table;
    }
    }
    return nullptr;
}

void CharacterEditor::selectRuleset(const QString& ruleset) {
    if (m_ruleset->findData(ruleset) < 0) {
        // A ruleset this build does not play: kept, its stats as they were.
        m_ruleset->addItem(ruleset, ruleset);
    }
    const QSignalBlocker block(m_ruleset);
    m_ruleset->setCurrentIndex(m_ruleset->findData(ruleset));
}

QLineEdit* CharacterEditor::field(const QString& key) const {
    const auto it = m_fields.find(key);
    return it == m_fields.end() ? nullptr : it->second;
}

QComboBox* CharacterEditor::choice(const QString& key) const {
    const auto it = m_choices.find(key);
    return it == m_choices.end() ? nullptr : it->second;
}

QLineEdit* CharacterEditor::text(const QString& key) const {
    const auto it = m_texts.find(key);
    return it == m_texts.end() ? nullptr : it->second;
}

QCheckBox* CharacterEditor::flag(const QString& key) const {
    const auto it = m_flags.find(key);
    return it == m_flags.end() ? nullptr : it->second;
}

RecordsEditor* CharacterEditor::records(const QString& key) const {
    const auto it = m_records.find(key);
    return it == m_records.end() ? nullptr : it->second;
}

QLabel* CharacterEditor::message(const QString& key) const {
    const auto it = m_messages.find(key);
    return it == m_messages.end() ? nullptr : it->second;
}

void CharacterEditor::setCharacter(const store::Character& character) {
    m_original = character;
    const QSignalBlocker blockName(m_name);
    const QSignalBlocker blockKind(m_kind);
    m_name->setText(character.name);
    m_kind->setCurrentIndex(character.kind == store::CharacterKind::Pc ? 0 : 1);
    selectRuleset(character.ruleset);
    buildSheet(character.ruleset, character.stats);
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
        const engine::SheetField* described = m_sheet->field(key);
        if (text.isEmpty()) {
            c.stats.remove(key);
        } else if (described->kind == engine::SheetField::Kind::IntegerList) {
            c.stats.insert(key, store::CharacterSheet::parseList(text));
        } else {
            c.stats.insert(key, text.toLongLong());
        }
    }
    for (const auto& [key, box] : m_choices) {
        c.stats.insert(key, box->currentData().toString());
    }
    for (const auto& [key, edit] : m_texts) {
        if (edit->text().trimmed().isEmpty()) {
            c.stats.remove(key);
        } else {
            c.stats.insert(key, edit->text().trimmed());
        }
    }
    // A box left unticked on a sheet that never had the key stays without it (not a change).
    for (const auto& [key, box] : m_flags) {
        if (box->isChecked() || m_original.stats.contains(key)) {
            c.stats.insert(key, box->isChecked());
        } else {
            c.stats.remove(key);
        }
    }
    for (const auto& [key, table] : m_records) {
        if (table->model().rowCount() == 0 && !m_original.stats.contains(key)) {
            c.stats.remove(key);
        } else {
            c.stats.insert(key, table->model().records());
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
    if (!m_sheet) {
        return; // still being built
    }
    showMessage(kName, store::CharacterSheet::checkName(m_name->text()));
    showMessage(kNotes, store::CharacterSheet::checkText(m_notes->toPlainText(), engine::limits::TextKind::Notes,
                                                         tr("The note")));
    // Each field on its own, then the ruleset's rules between them on the values that passed,
    // as an import checks them.
    engine::SheetValues typed;
    for (const engine::SheetField& field : m_sheet->fields()) {
        const QString key = words(field.key);
        if (field.kind == engine::SheetField::Kind::Text || field.kind == engine::SheetField::Kind::Flag ||
            field.kind == engine::SheetField::Kind::Records) {
            continue; // checkWords
        }
        if (field.kind == engine::SheetField::Kind::Choice) {
            showMessage(key, QString());
            typed.texts[field.key] = m_choices.at(key)->currentData().toString().toStdString();
            continue;
        }
        const QString text = m_fields.at(key)->text().trimmed();
        const bool list = field.kind == engine::SheetField::Kind::IntegerList;
        const QString problem =
            list ? store::CharacterSheet::checkList(field, text) : store::CharacterSheet::checkStat(field, text);
        showMessage(key, problem);
        if (!problem.isEmpty() || text.isEmpty()) {
            continue;
        }
        if (list) {
            auto& values = typed.lists[field.key];
            for (const auto& value : store::CharacterSheet::parseList(text)) {
                values.push_back(static_cast<int>(value.toInteger()));
            }
        } else {
            typed.numbers[field.key] = text.toInt();
        }
    }
    checkWords(typed);
    // A field left empty holds the rules' default, so a rule it breaks shows before it is typed in.
    const std::vector<engine::SheetProblem> ruleProblems = m_sheet->problems(typed);
    routeRuleProblems(ruleProblems);
    for (const engine::SheetProblem& problem : ruleProblems) {
        const QString key = words(problem.field);
        if (m_messages.count(key) != 0 && m_messages.at(key)->text().isEmpty()) {
            showMessage(key, words(problem.message), true);
        }
    }
    QStringList scores;
    for (const engine::DerivedScore& score : m_sheet->derived(typed)) {
        scores << tr("%1 %2 = %3").arg(words(score.label)).arg(score.value).arg(words(score.formula));
    }
    m_derived->setText(scores.join(QLatin1Char('\n')));
    m_scores->setVisible(!scores.isEmpty());
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

void CharacterEditor::checkWords(engine::SheetValues& typed) {
    for (const auto& [key, edit] : m_texts) {
        const engine::SheetField* field = m_sheet->field(key);
        const QString text = edit->text().trimmed();
        QString problem;
        if (text.isEmpty() && field->required) {
            problem = tr("%1 is needed.").arg(words(field->label));
        } else if (!store::CharacterSheet::textFits(*field, text)) {
            problem = tr("%1 has at most %2 characters, not %3.")
                          .arg(words(field->label))
                          .arg(field->maximum)
                          .arg(store::CharacterSheet::characters(text));
        } else if (!text.isEmpty()) {
            typed.texts[field->key] = text.toStdString();
        }
        showMessage(key, problem);
    }
    for (const auto& [key, box] : m_flags) {
        typed.numbers[key.toStdString()] = box->isChecked() ? 1 : 0;
        showMessage(key, QString());
    }
    for (const auto& [key, table] : m_records) {
        const engine::SheetField& field = table->model().field();
        auto& entries = typed.records[field.key];
        for (const auto& entry : table->model().records()) {
            entries.push_back(store::CharacterSheet::record(field, entry.toObject()));
        }
    }
}

void CharacterEditor::routeRuleProblems(const std::vector<engine::SheetProblem>& problems) {
    // The ruleset names an entry's key as "weapons[1].damage" (or "weapons.1.damage", or by the
    // entry's id, "weapons.sword.damage"); one about the whole list stays under the table.
    static const QRegularExpression cell(
        QStringLiteral(R"(^([A-Za-z0-9_]+)(?:\[(\d+)\]|\.([A-Za-z0-9_-]+))\.([A-Za-z0-9_]+)$)"));
    std::map<QString, std::map<std::pair<int, QString>, QString>> routed;
    for (const engine::SheetProblem& problem : problems) {
        const auto match = cell.match(words(problem.field));
        const auto table = match.hasMatch() ? m_records.find(match.captured(1)) : m_records.end();
        if (table == m_records.end()) {
            continue;
        }
        const RecordsTableModel& model = table->second->model();
        int row = -1;
        bool number = false;
        const QString which = match.captured(2).isEmpty() ? match.captured(3) : match.captured(2);
        const int index = which.toInt(&number);
        for (int r = 0; r < model.rowCount() && row < 0; ++r) {
            if (number ? r == index : model.index(r, 0).data(Qt::EditRole).toString() == which) {
                row = r;
            }
        }
        if (row >= 0 && model.columnOf(match.captured(4)) >= 0) {
            routed[table->first].emplace(std::pair{row, match.captured(4)}, words(problem.message));
        }
    }
    for (const auto& [key, table] : m_records) {
        table->model().setRuleProblems(routed[key]);
        showMessage(key, table->model().problems().join(QLatin1Char('\n')));
    }
}

} // namespace scouter::ui
