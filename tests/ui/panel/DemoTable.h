// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../DemoCampaignFile.h"

#include "EncounterRepository.h"
#include "board/InitiativeBoard.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "panel/ActionPanel.h"

#include <QApplication>
#include <QLabel>
#include <QTest>
#include <QTreeView>

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace scouter::ui::test {

// The demo campaign's encounter of a ruleset open in the ARC's window at 1366×740, started, the
// keyboard on the board: the table as it plays. Each key press, each typed number or word and
// each click counts as one input, sent to whatever widget has the keyboard.
class DemoTable : public DemoCampaignFile {
protected:
    int inputs = 0;

    // Opens the demo's `ruleset` encounter and starts it with the initiatives given (True20's
    // d20 results; a clock of ticks takes none).
    void play(const QString& ruleset, const std::vector<std::pair<const char*, int>>& initiatives = {}) {
        qint64 id = 0;
        for (const store::EncounterSummary& summary : store::EncounterRepository(session->database()).list().value()) {
            id = summary.encounter.ruleset == ruleset ? summary.encounter.id : id;
        }
        ASSERT_NE(id, 0) << ruleset.toStdString();
        encounterId = id;
        openWindow();
        window->resize(1366, 740);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        for (const auto& [who, value] : initiatives) {
            engine::commands::SetInitiative set;
            set.who = who;
            set.value = value;
            ASSERT_TRUE(controller().submit(set).accepted) << who;
        }
        ASSERT_TRUE(controller().submit(engine::commands::Start{}).accepted);
        focusBoard();
    }

    [[nodiscard]] EncounterView& view() const { return *window->encounterView(); }
    [[nodiscard]] EncounterController& controller() const { return *window->encounter(); }
    [[nodiscard]] ActionPanel& panel() const { return *view().panel(); }
    [[nodiscard]] static QWidget* focused() { return QApplication::focusWidget(); }
    void focusBoard() const {
        view().board()->focusBoard();
        QApplication::processEvents();
    }
    [[nodiscard]] std::string said() const { return panel().message().text().toStdString(); }
    [[nodiscard]] nlohmann::json paths() const {
        nlohmann::json out = nlohmann::json::object();
        controller().encounter().ruleset().statePaths(controller().state(), out);
        return out;
    }

    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        ++inputs;
        QTest::keyClick(focused(), static_cast<Qt::Key>(key), modifiers);
        QApplication::processEvents();
    }
    void type(const QString& text) {
        ++inputs;
        QTest::keyClicks(focused(), text);
        QApplication::processEvents();
    }
    void type(int number) { type(QString::number(number)); }
};

} // namespace scouter::ui::test
