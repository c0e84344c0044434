// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "rules/Terms.h"

#include <QDialog>

#include <map>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace scouter::store {
class Database;
}

namespace scouter::ui {

class BackgroundLoader;
class MapDialog;
class PlacementView;
class PrepPickModel;

// A new encounter from the library: its title, ruleset and options, grid size, who takes part
// (PCs and NPC groups, their sides, who starts surprised), and where every token starts (placed
// by side, then dragged). Saved as ready to run, or saved and started at once.
class PrepWindow : public QDialog {
    Q_OBJECT

public:
    explicit PrepWindow(store::Database& db, QWidget* parent = nullptr);

    // Reads the library again (after it changed), keeping the ticks where the rows still exist.
    void reload();
    // The encounter as it would be saved now, placement included.
    [[nodiscard]] store::EncounterRecord draft() const;
    // What keeps the encounter from being saved, in words; empty when it can be.
    [[nodiscard]] QStringList problems() const;
    // Saves it; false (with the message shown) when refused. `start` is passed on to saved().
    bool save(bool start);

    [[nodiscard]] QLineEdit& titleField() const { return *m_title; }
    [[nodiscard]] QComboBox& rulesetChoice() const { return *m_ruleset; }
    [[nodiscard]] QComboBox* option(const QString& name) const;
    [[nodiscard]] QSpinBox& widthField() const { return *m_width; }
    [[nodiscard]] QSpinBox& heightField() const { return *m_height; }
    [[nodiscard]] PrepPickModel& picks() const { return *m_picks; }
    [[nodiscard]] QTableView& pickTable() const { return *m_pickTable; }
    [[nodiscard]] PlacementView& placement() const { return *m_placement; }
    [[nodiscard]] QLabel& messageLabel() const { return *m_message; }
    [[nodiscard]] QPushButton& mapButton() const { return *m_mapButton; }
    // The map dialog for the new encounter's map (previewed on the placement); saved with it.
    MapDialog* showMapDialog();
    [[nodiscard]] QPushButton& saveReadyButton() const { return *m_saveReady; }
    [[nodiscard]] QPushButton& saveStartButton() const { return *m_saveStart; }

Q_SIGNALS:
    void saved(qint64 encounterId, bool start);

private:
    void fillOptions();
    void rebuild();
    void check();

    store::Database& m_db;
    QLineEdit* m_title = nullptr;
    QComboBox* m_ruleset = nullptr;
    QFormLayout* m_optionForm = nullptr;
    std::map<QString, QComboBox*> m_options;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    PrepPickModel* m_picks = nullptr;
    QTableView* m_pickTable = nullptr;
    PlacementView* m_placement = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_saveReady = nullptr;
    QPushButton* m_saveStart = nullptr;
    QPushButton* m_mapButton = nullptr;
    BackgroundLoader* m_mapWriter = nullptr; // the map's bytes are written on a worker connection
    engine::Terms m_terms;                   // the chosen ruleset's (Ruleset::terms)
    QString m_draftError;
    bool m_reloading = false; // why the library's picks could not be turned into participants
};

} // namespace scouter::ui
