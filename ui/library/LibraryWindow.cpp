// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/LibraryWindow.h"

#include "ExportDestination.h"
#include "WindowFit.h"
#include "library/CharacterEditor.h"
#include "library/CharacterListModel.h"
#include "library/GroupEditor.h"
#include "library/GroupListModel.h"
#include "library/LastRuleset.h"
#include "library/LibraryEdit.h"
#include "library/LibraryFilterModel.h"

#include "CampaignExporter.h"
#include "CampaignImporter.h"
#include "CharacterRepository.h"
#include "Database.h"
#include "NpcGroupRepository.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace scouter::ui {

namespace {

[[nodiscard]] QTableView* makeTable(QAbstractItemModel* model, const QString& name) {
    auto* table = new QTableView;
    table->setObjectName(name);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table->setSortingEnabled(true);
    table->sortByColumn(0, Qt::AscendingOrder);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setAlternatingRowColors(true);
    return table;
}

[[nodiscard]] qint64 currentId(const QTableView& table, int role) {
    const QModelIndex index = table.currentIndex();
    return index.isValid() && table.selectionModel()->isRowSelected(index.row(), {})
               ? index.siblingAtColumn(0).data(role).toLongLong()
               : 0;
}

[[nodiscard]] std::vector<qint64> selectedIds(const QTableView& table, int role) {
    std::vector<qint64> ids;
    for (const QModelIndex& row : table.selectionModel()->selectedRows()) {
        ids.push_back(row.data(role).toLongLong());
    }
    return ids;
}

// A new character starts on the ruleset last chosen; the editor's menu changes it.
[[nodiscard]] store::Character blankCharacter() {
    return {0, LastRuleset::get(), QString(), store::CharacterKind::Npc, {}, {}};
}

} // namespace

LibraryWindow::LibraryWindow(store::Database& db, QWidget* parent) : QWidget(parent, Qt::Window), m_db(db) {
    setObjectName(QStringLiteral("libraryWindow"));
    setWindowTitle(tr("Library — Scouter"));
    m_undo = new QUndoStack(this);
    m_characters = new CharacterListModel(this);
    m_groups = new GroupListModel(this);
    m_characterFilter = new LibraryFilterModel(CharacterListModel::SearchRole, CharacterListModel::IdRole, this);
    m_characterFilter->setSourceModel(m_characters);
    m_characterFilter->setSortRole(CharacterListModel::SortRole);
    m_groupFilter = new LibraryFilterModel(GroupListModel::SearchRole, GroupListModel::IdRole, this);
    m_groupFilter->setSourceModel(m_groups);
    m_groupFilter->setSortRole(GroupListModel::SortRole);

    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("librarySearch"));
    m_search->setPlaceholderText(tr("Search names and notes"));
    m_search->setClearButtonEnabled(true);
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("libraryKind"));
    m_kind->addItem(tr("PCs and NPCs"));
    m_kind->addItem(tr("PCs only"), static_cast<int>(store::CharacterKind::Pc));
    m_kind->addItem(tr("NPCs only"), static_cast<int>(store::CharacterKind::Npc));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("libraryStatus"));
    m_status->setWordWrap(true);

    buildActions();
    auto* tools = new QToolBar;
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addActions({m_newCharacter, m_newGroup, m_duplicate, m_delete});
    tools->addSeparator();
    tools->addActions({m_undoAction, m_redoAction});
    tools->addSeparator();
    tools->addActions({m_import, m_export});
    tools->addSeparator();
    tools->addWidget(m_search);
    tools->addWidget(m_kind);

    m_tabs = new QTabWidget;
    m_tabs->addTab(buildCharacterTab(), tr("&Characters"));
    m_tabs->addTab(buildGroupTab(), tr("NPC &Groups"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tools);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_characterFilter->setSearch(text);
        m_groupFilter->setSearch(text);
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant kind = m_kind->currentData();
        m_characterFilter->setOnly(CharacterListModel::KindRole,
                                   kind.isValid() ? std::optional<QVariant>(kind) : std::nullopt);
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        m_kind->setEnabled(tab == 0);
        updateActions();
    });
    connect(m_characterEditor, &CharacterEditor::saveRequested, this, &LibraryWindow::saveCharacter);
    connect(m_groupEditor, &GroupEditor::saveRequested, this, &LibraryWindow::saveGroup);
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        refresh();
        Q_EMIT changed();
    });
    WindowFit::resize(*this, {1100, 680});
    refresh();
    // Open on something to read rather than an empty form.
    if (m_characterFilter->rowCount() > 0 && currentCharacterId() == 0) {
        selectCharacter(m_characterFilter->index(0, 0).data(CharacterListModel::IdRole).toLongLong());
    }
    if (m_groupFilter->rowCount() > 0 && currentGroupId() == 0) {
        selectGroup(m_groupFilter->index(0, 0).data(GroupListModel::IdRole).toLongLong());
    }
}

LibraryWindow::~LibraryWindow() {
    // The undo stack, a child, clears itself when deleted and says its index changed: by then
    // there is no window to refresh and the main window may be going too.
    QObject::disconnect(m_undo, nullptr, this, nullptr);
}

void LibraryWindow::buildActions() {
    m_newCharacter = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("New &Character"), this);
    m_newCharacter->setShortcut(QKeySequence::New);
    connect(m_newCharacter, &QAction::triggered, this, [this] {
        showCharacters();
        m_characterTable->clearSelection();
        m_characterEditor->setCharacter(blankCharacter());
        m_characterEditor->nameField().setFocus();
    });
    m_newGroup = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("New &Group"), this);
    m_newGroup->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_newGroup, &QAction::triggered, this, [this] {
        showGroups();
        m_groupTable->clearSelection();
        m_groupEditor->setGroup({});
        m_groupEditor->nameField().setFocus();
    });
    m_duplicate = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("D&uplicate"), this);
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_duplicate, &QAction::triggered, this, &LibraryWindow::duplicateCurrent);
    m_delete = new QAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete"), this);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_delete, &QAction::triggered, this, &LibraryWindow::deleteCurrent);
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_import = new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Import…"), this);
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_import, &QAction::triggered, this, &LibraryWindow::chooseImport);
    m_export = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("&Export…"), this);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_export->setToolTip(tr("Export the selected characters and groups (all of them when none is selected)"));
    connect(m_export, &QAction::triggered, this, &LibraryWindow::chooseExport);
    addActions({m_newCharacter, m_newGroup, m_duplicate, m_delete, m_undoAction, m_redoAction, m_import, m_export});
}

QWidget* LibraryWindow::buildCharacterTab() {
    m_characterTable = makeTable(m_characterFilter, QStringLiteral("characterTable"));
    m_characterEditor = new CharacterEditor;
    auto* split = new QSplitter;
    split->addWidget(m_characterTable);
    split->addWidget(m_characterEditor);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    connect(m_characterTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LibraryWindow::showCurrentCharacter);
    return split;
}

QWidget* LibraryWindow::buildGroupTab() {
    m_groupTable = makeTable(m_groupFilter, QStringLiteral("groupTable"));
    m_groupEditor = new GroupEditor;
    auto* split = new QSplitter;
    split->addWidget(m_groupTable);
    split->addWidget(m_groupEditor);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    connect(m_groupTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LibraryWindow::showCurrentGroup);
    return split;
}

void LibraryWindow::keepRulesetInView() {
    // Who a character is (name, kind, ruleset) is never cut off: the table is at least that wide.
    QHeaderView& header = *m_characterTable->horizontalHeader();
    header.resizeSections(QHeaderView::ResizeToContents); // now, not at the next layout
    int width = 2 * m_characterTable->frameWidth() + m_characterTable->verticalScrollBar()->sizeHint().width();
    for (int column = CharacterListModel::Name; column <= CharacterListModel::Ruleset; ++column) {
        width += header.sectionSize(column);
    }
    m_characterTable->setMinimumWidth(width);
}

void LibraryWindow::refresh() {
    const qint64 character = currentCharacterId();
    const qint64 group = currentGroupId();
    auto characters = store::CharacterRepository(m_db).list();
    auto groups = store::NpcGroupRepository(m_db).list();
    if (!characters || !groups) {
        report(!characters ? store::Status(characters.error()) : store::Status(groups.error()));
        return;
    }
    m_groupEditor->setCharacters(characters.value());
    m_groups->setGroups(std::move(groups).value(), characters.value());
    m_characters->setCharacters(std::move(characters).value());
    keepRulesetInView();
    selectCharacter(character);
    selectGroup(group);
    updateActions();
}

void LibraryWindow::selectCharacter(qint64 id) {
    const QModelIndex index = m_characterFilter->mapFromSource(m_characters->indexOf(id));
    if (index.isValid()) {
        m_characterTable->selectRow(index.row());
        m_characterTable->setCurrentIndex(index);
    }
    showCurrentCharacter();
}

void LibraryWindow::selectGroup(qint64 id) {
    const QModelIndex index = m_groupFilter->mapFromSource(m_groups->indexOf(id));
    if (index.isValid()) {
        m_groupTable->selectRow(index.row());
        m_groupTable->setCurrentIndex(index);
    }
    showCurrentGroup();
}

qint64 LibraryWindow::currentCharacterId() const {
    return currentId(*m_characterTable, CharacterListModel::IdRole);
}

qint64 LibraryWindow::currentGroupId() const {
    return currentId(*m_groupTable, GroupListModel::IdRole);
}

void LibraryWindow::showCharacters() {
    m_tabs->setCurrentIndex(0);
}

void LibraryWindow::showGroups() {
    m_tabs->setCurrentIndex(1);
}

void LibraryWindow::showCurrentCharacter() {
    if (const store::Character* c = m_characters->find(currentCharacterId())) {
        m_characterEditor->setCharacter(*c);
    } else if (const qint64 shown = m_characterEditor->character().id; shown != 0 && !m_characters->find(shown)) {
        // Deleted (or its addition undone): the form must not keep offering to save it.
        m_characterEditor->setCharacter(blankCharacter());
    }
    updateActions();
}

void LibraryWindow::showCurrentGroup() {
    if (const store::NpcGroup* g = m_groups->find(currentGroupId())) {
        m_groupEditor->setGroup(*g);
    } else if (const qint64 shown = m_groupEditor->group().id; shown != 0 && !m_groups->find(shown)) {
        m_groupEditor->setGroup({});
    }
    updateActions();
}

void LibraryWindow::updateActions() {
    const bool onCharacters = m_tabs->currentIndex() == 0;
    const bool chosen = onCharacters ? currentCharacterId() != 0 : currentGroupId() != 0;
    m_duplicate->setEnabled(chosen);
    m_delete->setEnabled(chosen);
}

void LibraryWindow::saveCharacter(const store::Character& character) {
    LastRuleset::remember(character.ruleset);
    saveRecord<store::CharacterRepository>(character, m_characters->find(character.id), &LibraryWindow::selectCharacter,
                                           tr("%1 added to the library."), tr("%1 saved."));
}

void LibraryWindow::saveGroup(const store::NpcGroup& group) {
    saveRecord<store::NpcGroupRepository>(group, m_groups->find(group.id), &LibraryWindow::selectGroup,
                                          tr("The group %1 was added."), tr("The group %1 was saved."));
}

template <typename Repository, typename Record>
void LibraryWindow::saveRecord(const Record& changed, const Record* before, void (LibraryWindow::*select)(qint64),
                               const QString& added, const QString& saved) {
    if (changed.id == 0) {
        auto id = Repository(m_db).add(changed);
        if (!id) {
            report(id.error());
            return;
        }
        // Undoing an addition marks it deleted; redoing it brings the same row back.
        const qint64 newId = id.value();
        (void)record(
            tr("add %1").arg(changed.name), {}, [this, newId] { return Repository(m_db).restore(newId); },
            [this, newId] { return Repository(m_db).remove(newId); });
        (this->*select)(newId);
        say(added.arg(changed.name));
        return;
    }
    if (before == nullptr) {
        return;
    }
    const Record old = *before;
    if (record(
            tr("edit %1").arg(changed.name), Repository(m_db).update(changed),
            [this, changed] { return Repository(m_db).update(changed); },
            [this, old] { return Repository(m_db).update(old); })) {
        say(saved.arg(changed.name));
    }
}

// `name` stays a copy: the push below reads the lists again and the row it came from is gone.
template <typename Repository>
void LibraryWindow::deleteRecord(qint64 id, QString name, // NOLINT(performance-unnecessary-value-param)
                                 const QString& deleted) {
    if (record(
            tr("delete %1").arg(name), Repository(m_db).remove(id), [this, id] { return Repository(m_db).remove(id); },
            [this, id] { return Repository(m_db).restore(id); })) {
        say(deleted.arg(name));
    }
}

void LibraryWindow::duplicateCurrent() {
    if (m_tabs->currentIndex() == 0) {
        if (const store::Character* c = m_characters->find(currentCharacterId())) {
            store::Character copy = *c;
            copy.id = 0;
            copy.name = tr("%1 (copy)").arg(c->name);
            saveCharacter(copy);
        }
        return;
    }
    if (const store::NpcGroup* g = m_groups->find(currentGroupId())) {
        store::NpcGroup copy = *g;
        copy.id = 0;
        copy.name = tr("%1 (copy)").arg(g->name);
        saveGroup(copy);
    }
}

void LibraryWindow::deleteCurrent() {
    if (m_tabs->currentIndex() == 0) {
        if (const store::Character* c = m_characters->find(currentCharacterId())) {
            deleteRecord<store::CharacterRepository>(c->id, c->name, tr("%1 deleted (Undo brings them back)."));
        }
        return;
    }
    if (const store::NpcGroup* g = m_groups->find(currentGroupId())) {
        deleteRecord<store::NpcGroupRepository>(g->id, g->name, tr("The group %1 was deleted (Undo brings it back)."));
    }
}

bool LibraryWindow::record(const QString& text, const store::Status& done, std::function<store::Status()> redo,
                           std::function<store::Status()> undo) {
    if (!done) {
        report(done);
        return false;
    }
    m_undo->push(new LibraryEdit(text, std::move(redo), std::move(undo), [this](const store::Status& s) {
        if (!s) {
            report(s);
        }
    }));
    return true;
}

void LibraryWindow::report(const store::Status& status) {
    if (!status) {
        say(tr("Not done: %1").arg(status.error().message));
    }
}

void LibraryWindow::say(const QString& message) {
    m_status->setText(message);
}

bool LibraryWindow::importFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        say(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    store::CampaignImporter importer(m_db);
    auto summary = importer.import(file.readAll());
    if (!summary) {
        say(tr("Nothing was imported from %1:\n%2").arg(path, summary.error().message));
        return false;
    }
    refresh();
    Q_EMIT changed();
    say(tr("Imported %1 characters, %2 groups and %3 encounters from %4.")
            .arg(summary.value().characters)
            .arg(summary.value().groups)
            .arg(summary.value().encounters)
            .arg(path));
    return true;
}

bool LibraryWindow::exportTo(const QString& path) {
    // What is selected on the tab shown (a group takes its characters along); nothing selected: all.
    const bool onCharacters = m_tabs->currentIndex() == 0;
    const auto chosen = onCharacters ? selectedIds(*m_characterTable, CharacterListModel::IdRole)
                                     : selectedIds(*m_groupTable, GroupListModel::IdRole);
    store::ExportSelection selection;
    selection.encounters = std::vector<qint64>{};
    if (!chosen.empty()) {
        selection.characters = onCharacters ? chosen : std::vector<qint64>{};
        selection.groups = onCharacters ? std::vector<qint64>{} : chosen;
    }
    const auto saved = ExportDestination::save(this, path, m_db.path(), [&](QIODevice& out) {
        return store::CampaignExporter(m_db).writeSelection(out, selection);
    });
    if (!saved) {
        say(tr("Nothing was exported: %1").arg(saved.error().message));
        return false;
    }
    if (!saved.value()) {
        say(tr("Nothing was exported: %1 was kept as it was.").arg(path));
        return false;
    }
    say(tr("Exported to %1.").arg(path));
    return true;
}

void LibraryWindow::chooseImport() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import characters and groups"), QString(),
                                                      tr("Scouter export (*.json);;All files (*)"));
    if (!path.isEmpty() && !importFile(path)) {
        QMessageBox::warning(this, tr("Import refused"), m_status->text());
    }
}

void LibraryWindow::chooseExport() {
    const QString path = ExportDestination::choose(this, tr("Export characters and groups"), tr("library.json"),
                                                   tr("Scouter export (*.json)"));
    if (!path.isEmpty()) {
        exportTo(path);
    }
}

} // namespace scouter::ui
