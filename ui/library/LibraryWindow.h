// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "Result.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;
class QUndoStack;

namespace scouter::store {
class Database;
}

namespace scouter::ui {

class CharacterEditor;
class CharacterListModel;
class GroupEditor;
class GroupListModel;
class LibraryFilterModel;

// Prep away from the fight: the campaign's characters and NPC groups, searched, filtered and
// sorted, edited beside the list, duplicated, deleted with undo, imported and exported as
// `scouter-export/2` files. Each change is one small write on the campaign's connection.
class LibraryWindow : public QWidget {
    Q_OBJECT

public:
    explicit LibraryWindow(store::Database& db, QWidget* parent = nullptr);
    ~LibraryWindow() override;
    LibraryWindow(const LibraryWindow&) = delete;
    LibraryWindow& operator=(const LibraryWindow&) = delete;

    // Reads the characters and groups again, keeping what is selected.
    void refresh();
    void selectCharacter(qint64 id);
    void selectGroup(qint64 id);
    [[nodiscard]] qint64 currentCharacterId() const;
    [[nodiscard]] qint64 currentGroupId() const;
    void showCharacters();
    void showGroups();

    // The file dialogs' work, also driven by tests: false, with the message shown, when refused.
    bool importFile(const QString& path);
    bool exportTo(const QString& path);

    [[nodiscard]] CharacterListModel& characters() const { return *m_characters; }
    [[nodiscard]] GroupListModel& groups() const { return *m_groups; }
    [[nodiscard]] LibraryFilterModel& characterFilter() const { return *m_characterFilter; }
    [[nodiscard]] LibraryFilterModel& groupFilter() const { return *m_groupFilter; }
    [[nodiscard]] QTableView& characterTable() const { return *m_characterTable; }
    [[nodiscard]] QTableView& groupTable() const { return *m_groupTable; }
    [[nodiscard]] CharacterEditor& characterEditor() const { return *m_characterEditor; }
    [[nodiscard]] GroupEditor& groupEditor() const { return *m_groupEditor; }
    [[nodiscard]] QLineEdit& searchField() const { return *m_search; }
    [[nodiscard]] QComboBox& kindFilter() const { return *m_kind; }
    [[nodiscard]] QUndoStack& undoStack() const { return *m_undo; }
    [[nodiscard]] QLabel& statusLabel() const { return *m_status; }
    [[nodiscard]] QAction& newCharacterAction() const { return *m_newCharacter; }
    [[nodiscard]] QAction& newGroupAction() const { return *m_newGroup; }
    [[nodiscard]] QAction& duplicateAction() const { return *m_duplicate; }
    [[nodiscard]] QAction& deleteAction() const { return *m_delete; }
    [[nodiscard]] QAction& exportAction() const { return *m_export; }

Q_SIGNALS:
    // Something was saved, deleted, restored or imported: lists elsewhere (prep) read again.
    void changed();

private:
    void keepRulesetInView();
    void buildActions();
    [[nodiscard]] QWidget* buildCharacterTab();
    [[nodiscard]] QWidget* buildGroupTab();
    void saveCharacter(const store::Character& character);
    void saveGroup(const store::NpcGroup& group);
    // Adds `changed` (id 0) or saves it over `before`, as one undoable edit.
    template <typename Repository, typename Record>
    void saveRecord(const Record& changed, const Record* before, void (LibraryWindow::*select)(qint64),
                    const QString& added, const QString& saved);
    // `name` is a copy: the push reads the lists again, and the row it came from goes.
    template <typename Repository> void deleteRecord(qint64 id, QString name, const QString& deleted);
    void duplicateCurrent();
    void deleteCurrent();
    void chooseImport();
    void chooseExport();
    void showCurrentCharacter();
    void showCurrentGroup();
    void updateActions();
    // Pushes an edit already made; false, with the reason shown, when it was refused.
    [[nodiscard]] bool record(const QString& text, const store::Status& done, std::function<store::Status()> redo,
                              std::function<store::Status()> undo);
    void report(const store::Status& status);
    void say(const QString& message);

    store::Database& m_db;
    CharacterListModel* m_characters = nullptr;
    GroupListModel* m_groups = nullptr;
    LibraryFilterModel* m_characterFilter = nullptr;
    LibraryFilterModel* m_groupFilter = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTableView* m_characterTable = nullptr;
    QTableView* m_groupTable = nullptr;
    CharacterEditor* m_characterEditor = nullptr;
    GroupEditor* m_groupEditor = nullptr;
    QLineEdit* m_search = nullptr;
    QComboBox* m_kind = nullptr;
    QLabel* m_status = nullptr;
    QUndoStack* m_undo = nullptr;
    QAction* m_newCharacter = nullptr;
    QAction* m_newGroup = nullptr;
    QAction* m_duplicate = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_import = nullptr;
    QAction* m_export = nullptr;
};

} // namespace scouter::ui
