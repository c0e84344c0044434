// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CharacterRepository.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "library/RecordsEditor.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <optional>

namespace scouter::ui::test {

// The library's tests work on a real campaign file holding the demo campaign, and type into its
// widgets as a user does.
class LibraryFixture : public ::testing::Test {
protected:
    QTemporaryDir folder;
    std::optional<store::Database> db;

    void SetUp() override {
        auto opened = store::Database::open(folder.filePath(QStringLiteral("campaign.scouter")));
        ASSERT_TRUE(opened);
        db.emplace(std::move(opened).value());
        ASSERT_TRUE(store::DemoCampaign::create(*db));
    }

    [[nodiscard]] qint64 idOf(const QString& name) {
        for (const store::Character& c : store::CharacterRepository(*db).list().value()) {
            if (c.name == name) {
                return c.id;
            }
        }
        return 0;
    }

    [[nodiscard]] static QModelIndex cell(const RecordsEditor& table, int row, const char* key) {
        return table.model().index(row, table.model().columnOf(QString::fromLatin1(key)));
    }

    // Types into a cell through the view's own editor, as a user does (double-click, type, Enter).
    static void typeInto(RecordsEditor& table, const QModelIndex& index, const QString& text) {
        table.view().setCurrentIndex(index);
        table.view().edit(index);
        QWidget* editor = table.view().indexWidget(index);
        ASSERT_NE(editor, nullptr);
        if (auto* line = qobject_cast<QLineEdit*>(editor)) {
            line->selectAll();
            QTest::keyClicks(line, text);
            QTest::keyClick(line, Qt::Key_Return);
        } else {
            FAIL() << "no line edit to type into";
        }
        // The delegate commits and closes its editor on the next turn of the event loop.
        QCoreApplication::processEvents();
    }

    static void type(QLineEdit* field, const QString& text) {
        ASSERT_NE(field, nullptr);
        field->selectAll();
        QTest::keyClick(field, Qt::Key_Delete);
        QTest::keyClicks(field, text);
    }
};

} // namespace scouter::ui::test
