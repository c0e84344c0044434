// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"

#include <QWidget>

#include <map>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QStandardItemModel;

namespace scouter::ui {

// One NPC group: copies of a template character named by a pattern ("Fighter {n}" → Fighter 1…4),
// or named characters of the library. The names the members will get are shown as they are typed.
class GroupEditor : public QWidget {
    Q_OBJECT

public:
    explicit GroupEditor(QWidget* parent = nullptr);

    // The characters a group can be made of (the library's).
    void setCharacters(const std::vector<store::Character>& characters);
    void setGroup(const store::NpcGroup& group);
    [[nodiscard]] store::NpcGroup group() const;
    [[nodiscard]] QStringList problems() const;
    // The member names the group as typed gives.
    [[nodiscard]] QStringList preview() const;

    [[nodiscard]] QLineEdit& nameField() const { return *m_name; }
    [[nodiscard]] QComboBox& templateChoice() const { return *m_template; }
    [[nodiscard]] QSpinBox& countField() const { return *m_count; }
    [[nodiscard]] QLineEdit& patternField() const { return *m_pattern; }
    [[nodiscard]] QLabel& previewLabel() const { return *m_preview; }
    // The message under a field, by its key: "name", "template", "count", "pattern", "members", "notes".
    [[nodiscard]] QLabel* message(const QString& key) const;
    [[nodiscard]] QPushButton& saveButton() const { return *m_save; }

Q_SIGNALS:
    void saveRequested(const scouter::store::NpcGroup& group);

private:
    void check();
    [[nodiscard]] bool named() const;
    // `field` with its message (hidden while empty) under it.
    [[nodiscard]] QWidget* withMessage(QWidget* field, const QString& key);
    // Every problem with the key of the field it is shown under.
    [[nodiscard]] std::vector<std::pair<QString, QString>> keyedProblems() const;

    store::NpcGroup m_original;
    std::vector<store::Character> m_characters;
    QLineEdit* m_name = nullptr;
    QComboBox* m_mode = nullptr;
    QStackedWidget* m_modes = nullptr;
    QComboBox* m_template = nullptr;
    QSpinBox* m_count = nullptr;
    QLineEdit* m_pattern = nullptr;
    QListView* m_memberList = nullptr;
    QStandardItemModel* m_members = nullptr;
    QPlainTextEdit* m_notes = nullptr;
    QLabel* m_preview = nullptr;
    std::map<QString, QLabel*> m_messages;
    QLabel* m_heading = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_revert = nullptr;
};

} // namespace scouter::ui
