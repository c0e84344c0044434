// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTreeView;

namespace scouter::ui {

class CampaignModel;

// What the window shows when no encounter is open: the campaign's encounters, ready and running
// ones first, each opened with a double-click, Enter or the Open button.
class StartPage : public QWidget {
    Q_OBJECT

public:
    explicit StartPage(CampaignModel& campaign, QWidget* parent = nullptr);

    [[nodiscard]] QTreeView& list() const { return *m_list; }
    [[nodiscard]] QPushButton& openButton() const { return *m_open; }
    // Selects the first encounter that is ready or running, if any.
    void selectFirstPlayable();

Q_SIGNALS:
    void openRequested(qint64 encounterId);
    void prepRequested();
    void libraryRequested();

private:
    void openCurrent();
    void updateButton();

    CampaignModel& m_campaign;
    QSortFilterProxyModel* m_sorted = nullptr;
    QTreeView* m_list = nullptr;
    QPushButton* m_open = nullptr;
    QLabel* m_hint = nullptr;
};

} // namespace scouter::ui
