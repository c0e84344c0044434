// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTableView;
class QTimer;

namespace scouter::ui {

class BackgroundLoader;
class ReplayView;
class ReviewFilterModel;
class ReviewListModel;

// Looking back: the encounters played in this campaign (date, title, participants, rounds,
// outcome), narrowed by a full-text search over their logs and by a character, and the one
// opened replayed read-only beside the list. Every read runs on the loader's threads.
class ReviewWindow : public QWidget {
    Q_OBJECT

public:
    explicit ReviewWindow(BackgroundLoader& loader, QWidget* parent = nullptr);

    void refresh();
    void open(qint64 encounterId);
    void search(const QString& text);

    [[nodiscard]] ReviewListModel& list() const { return *m_list; }
    [[nodiscard]] ReviewFilterModel& filter() const { return *m_filter; }
    [[nodiscard]] QTableView& table() const { return *m_table; }
    [[nodiscard]] QLineEdit& searchField() const { return *m_search; }
    [[nodiscard]] QComboBox& characterFilter() const { return *m_character; }
    // The replay of the encounter opened, or null.
    [[nodiscard]] ReplayView* replay() const { return m_replay; }

Q_SIGNALS:
    void listed();                   // the list was read
    void searched();                 // a search's matches are applied
    void opened(qint64 encounterId); // its replay is shown
    void failed(const QString& message);

private:
    void fillCharacters();

    BackgroundLoader& m_loader;
    ReviewListModel* m_list = nullptr;
    ReviewFilterModel* m_filter = nullptr;
    QLineEdit* m_search = nullptr;
    QComboBox* m_character = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_status = nullptr;
    QSplitter* m_split = nullptr;
    QWidget* m_placeholder = nullptr;
    ReplayView* m_replay = nullptr;
    QTimer* m_searchDelay = nullptr;
    int m_searchGeneration = 0; // only the newest search's answer is applied
};

} // namespace scouter::ui
