// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/GroupEditor.h"
#include "library/FieldMessage.h"

#include "CharacterSheet.h"
#include "GroupSheet.h"
#include "NpcGroupRepository.h"
#include "rules/RulesetRegistry.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace scouter::ui {

namespace {

constexpr int kMaxCount = 99;

} // namespace

GroupEditor::GroupEditor(QWidget* parent) : QWidget(parent) {
    m_heading = new QLabel;
    m_heading->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("groupName"));
    m_name->setPlaceholderText(tr("e.g. Saibamen"));
    m_mode = new QComboBox;
    m_mode->addItem(tr("Copies of one character"));
    m_mode->addItem(tr("Named characters of the library"));

    auto* copies = new QWidget;
    auto* copiesForm = new QFormLayout(copies);
    copiesForm->setContentsMargins(0, 0, 0, 0);
    m_template = new QComboBox;
    m_template->setObjectName(QStringLiteral("groupTemplate"));
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("groupCount"));
    m_count->setRange(1, kMaxCount);
    m_pattern = new QLineEdit;
    m_pattern->setObjectName(QStringLiteral("groupPattern"));
    m_pattern->setPlaceholderText(tr("{n} stands for 1, 2, 3…; empty: the group's name and a number"));
    copiesForm->addRow(tr("&Template"), withMessage(m_template, QStringLiteral("template")));
    copiesForm->addRow(tr("&How many"), withMessage(m_count, QStringLiteral("count")));
    copiesForm->addRow(tr("Naming &pattern"), withMessage(m_pattern, QStringLiteral("pattern")));
    m_members = new QStandardItemModel(this);
    m_memberList = new QListView;
    m_memberList->setObjectName(QStringLiteral("groupMembers"));
    m_memberList->setModel(m_members);
    m_modes = new QStackedWidget;
    m_modes->addWidget(copies);
    m_modes->addWidget(withMessage(m_memberList, QStringLiteral("members")));

    m_preview = new QLabel;
    m_preview->setObjectName(QStringLiteral("groupPreview"));
    m_preview->setWordWrap(true);
    // A long name in it wraps in the form's width and never widens the form.
    m_preview->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_preview->setMinimumWidth(1);
    m_notes = new QPlainTextEdit;
    m_notes->setPlaceholderText(tr("Tactics, where they come from…"));
    m_notes->setMaximumHeight(90);

    auto* form = new QFormLayout;
    form->addRow(tr("&Name"), withMessage(m_name, QStringLiteral("name")));
    form->addRow(tr("Made &of"), m_mode);
    form->addRow(QString(), m_modes);
    // The names the members get last: as many lines as there are members, moving no field below.
    form->addRow(tr("N&otes"), withMessage(m_notes, QStringLiteral("notes")));
    form->addRow(tr("Members"), m_preview);

    m_save = new QPushButton(tr("&Save"));
    m_save->setObjectName(QStringLiteral("saveGroup"));
    m_revert = new QPushButton(tr("Re&vert"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addLayout(form);
    layout->addStretch();
    layout->addLayout(buttons);

    // Down the form as it reads, whichever way the group is made.
    const QList<QWidget*> chain{m_name,       m_mode,  m_template, m_count, m_pattern,
                                m_memberList, m_notes, m_revert,   m_save};
    for (qsizetype i = 0; i + 1 < chain.size(); ++i) {
        setTabOrder(chain[i], chain[i + 1]);
    }

    connect(m_mode, &QComboBox::currentIndexChanged, m_modes, &QStackedWidget::setCurrentIndex);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &GroupEditor::check);
    connect(m_name, &QLineEdit::textChanged, this, &GroupEditor::check);
    connect(m_template, &QComboBox::currentIndexChanged, this, &GroupEditor::check);
    connect(m_count, &QSpinBox::valueChanged, this, &GroupEditor::check);
    connect(m_pattern, &QLineEdit::textChanged, this, &GroupEditor::check);
    connect(m_members, &QStandardItemModel::itemChanged, this, &GroupEditor::check);
    connect(m_notes, &QPlainTextEdit::textChanged, this, &GroupEditor::check);
    connect(m_revert, &QPushButton::clicked, this, [this] { setGroup(m_original); });
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (problems().isEmpty()) {
            Q_EMIT saveRequested(group());
        }
    });
    check();
}

QWidget* GroupEditor::withMessage(QWidget* field, const QString& key) {
    return FieldMessage::below(field, QStringLiteral("groupMessage-") + key, m_messages[key]);
}

QLabel* GroupEditor::message(const QString& key) const {
    const auto it = m_messages.find(key);
    return it == m_messages.end() ? nullptr : it->second;
}

void GroupEditor::setCharacters(const std::vector<store::Character>& characters) {
    m_characters = characters;
    {
        const QSignalBlocker block(m_template);
        m_template->clear();
        m_members->clear();
        for (const store::Character& c : m_characters) {
            // By its ruleset too: a group is made of one system's characters.
            const QString name = c.kind == store::CharacterKind::Pc ? tr("%1 (PC)").arg(c.name) : c.name;
            const QString label = tr("%1 — %2").arg(
                name, QString::fromStdString(store::CharacterSheet::registry().title(c.ruleset.toStdString())));
            m_template->addItem(label, c.id);
            auto* item = new QStandardItem(label);
            item->setData(c.id, Qt::UserRole);
            item->setCheckable(true);
            item->setEditable(false);
            m_members->appendRow(item);
        }
    }
    setGroup(m_original);
}

void GroupEditor::setGroup(const store::NpcGroup& group) {
    m_original = group;
    const QSignalBlocker blockName(m_name);
    const QSignalBlocker blockMode(m_mode);
    const QSignalBlocker blockTemplate(m_template);
    const QSignalBlocker blockCount(m_count);
    const QSignalBlocker blockPattern(m_pattern);
    const QSignalBlocker blockMembers(m_members);
    const QSignalBlocker blockNotes(m_notes);
    m_name->setText(group.name);
    const bool isNamed = !group.templateCharacterId && !group.memberIds.empty();
    m_mode->setCurrentIndex(isNamed ? 1 : 0);
    m_modes->setCurrentIndex(isNamed ? 1 : 0);
    if (group.templateCharacterId) {
        m_template->setCurrentIndex(std::max(0, m_template->findData(*group.templateCharacterId)));
    }
    m_count->setValue(std::max(1, group.count));
    m_pattern->setText(group.namingPattern);
    for (int row = 0; row < m_members->rowCount(); ++row) {
        QStandardItem* item = m_members->item(row);
        const qint64 id = item->data(Qt::UserRole).toLongLong();
        const bool member = std::find(group.memberIds.begin(), group.memberIds.end(), id) != group.memberIds.end();
        item->setCheckState(member ? Qt::Checked : Qt::Unchecked);
    }
    m_notes->setPlainText(group.notes);
    m_heading->setText(group.id == 0 ? tr("New NPC group") : group.name);
    check();
}

bool GroupEditor::named() const {
    return m_mode->currentIndex() == 1;
}

store::NpcGroup GroupEditor::group() const {
    store::NpcGroup g = m_original;
    g.name = m_name->text().trimmed();
    g.notes = m_notes->toPlainText();
    g.memberIds.clear();
    if (named()) {
        g.templateCharacterId.reset();
        g.count = 0;
        g.namingPattern.clear();
        for (int row = 0; row < m_members->rowCount(); ++row) {
            if (m_members->item(row)->checkState() == Qt::Checked) {
                g.memberIds.push_back(m_members->item(row)->data(Qt::UserRole).toLongLong());
            }
        }
    } else {
        g.templateCharacterId = m_template->currentIndex() >= 0
                                    ? std::optional<qint64>(m_template->currentData().toLongLong())
                                    : std::nullopt;
        g.count = m_count->value();
        g.namingPattern = m_pattern->text().trimmed();
    }
    return g;
}

QStringList GroupEditor::preview() const {
    const store::NpcGroup g = group();
    if (!named()) {
        return store::NpcGroupRepository::memberNames(g);
    }
    QStringList names;
    for (int row = 0; row < m_members->rowCount(); ++row) {
        if (m_members->item(row)->checkState() == Qt::Checked) {
            names << m_characters[static_cast<std::size_t>(row)].name;
        }
    }
    return names;
}

namespace {

// The editor's key of a field GroupSheet names.
[[nodiscard]] QString keyOf(store::GroupSheet::Field field) {
    switch (field) {
    case store::GroupSheet::Field::Name:
        return QStringLiteral("name");
    case store::GroupSheet::Field::Count:
        return QStringLiteral("count");
    case store::GroupSheet::Field::Pattern:
        return QStringLiteral("pattern");
    case store::GroupSheet::Field::Members:
        return QStringLiteral("members");
    case store::GroupSheet::Field::Notes:
        return QStringLiteral("notes");
    }
    return QStringLiteral("name");
}

} // namespace

std::vector<std::pair<QString, QString>> GroupEditor::keyedProblems() const {
    const store::NpcGroup g = group();
    // The name, pattern, count and notes as an import checks them.
    std::vector<std::pair<QString, QString>> found;
    for (const store::GroupSheet::Problem& problem : store::GroupSheet::problemsByField(g)) {
        found.emplace_back(keyOf(problem.field), problem.message);
    }
    if (named() && g.memberIds.empty()) {
        found.emplace_back(QStringLiteral("members"), tr("Check at least one character to make the group of."));
    }
    if (!named() && !g.templateCharacterId) {
        found.emplace_back(QStringLiteral("template"),
                           tr("Choose the character the members are copies of (add one to the library first)."));
    }
    return found;
}

QStringList GroupEditor::problems() const {
    QStringList found;
    for (const auto& [key, message] : keyedProblems()) {
        found << message;
    }
    return found;
}

void GroupEditor::check() {
    const QStringList names = preview();
    m_preview->setText(names.isEmpty() ? tr("none yet") : names.join(QStringLiteral(", ")));
    std::map<QString, QStringList> byKey;
    for (const auto& [key, message] : keyedProblems()) {
        byKey[key] << message;
    }
    for (const auto& [key, label] : m_messages) {
        const auto it = byKey.find(key);
        const QStringList said = it == byKey.end() ? QStringList() : it->second;
        label->setText(said.join(QLatin1Char('\n')));
        label->setVisible(!said.isEmpty());
    }
    const bool valid = byKey.empty();
    const bool modified = group() != m_original;
    m_save->setEnabled(valid && (modified || m_original.id == 0));
    m_revert->setEnabled(modified);
}

} // namespace scouter::ui
