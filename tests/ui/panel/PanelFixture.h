// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter/EncounterController.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverModel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <string>

namespace scouter::ui::test {

// Drives an ActionPanel the way the table does: clicks on the list's rows, keys into fields.
struct PanelDriver {
    ActionPanel& panel;

    // Clicks the maneuver's row, opening its group first (a double click on the group).
    void clickRow(const QString& maneuver) const {
        QTreeView& view = panel.maneuverView();
        const QModelIndex index = panel.maneuvers().indexOf(maneuver);
        if (view.isRowHidden(index.row(), index.parent())) {
            // Not allowed with its defaults: listed once the table asks for every maneuver.
            QTest::mouseClick(panel.findChild<QToolButton*>(QStringLiteral("showAllManeuvers")), Qt::LeftButton);
        }
        if (!view.isExpanded(index.parent())) {
            view.scrollTo(index.parent());
            const QRect group = view.visualRect(index.parent());
            QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, group.center());
            QApplication::processEvents();
        }
        view.scrollTo(index);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.visualRect(index).center());
    }
    // Picks the option with `id` in the option combo by keyboard (Home, then Down).
    void pickOption(const std::string& id) const {
        auto* combo = panel.findChild<QComboBox*>(QStringLiteral("maneuverOption"));
        const int at = combo->findData(QString::fromStdString(id));
        if (at < 0 || at == combo->currentIndex()) {
            return;
        }
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < at; ++i) {
            QTest::keyClick(combo, Qt::Key_Down);
        }
    }
    // Types `value` into a number field, replacing what it holds.
    static void type(QWidget* field, int value) {
        auto* box = qobject_cast<QSpinBox*>(field);
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QString::number(value));
    }
    void tick(engine::InputKind kind, bool on) const {
        auto* box = qobject_cast<QCheckBox*>(panel.form().field(kind));
        if (box != nullptr && box->isChecked() != on) {
            QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(4, box->height() / 2));
        }
    }
    void clickPerform() const { QTest::mouseClick(&panel.performButton(), Qt::LeftButton); }
};

} // namespace scouter::ui::test
