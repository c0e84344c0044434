// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <thread>

class QAction;
class QMainWindow;

namespace scouter::ui {

// The whole check of the open campaign (store::CampaignCheck: every page, and the search index
// against the events), on a thread of its own with its own connection, so the window never waits
// for it: once in the background after the campaign opens (damage is reported in the status bar
// and in a message), and on demand from File › Check the Campaign (the result in a message).
// Closing the window stops a check under way.
class CampaignHealth : public QObject {
    Q_OBJECT

public:
    explicit CampaignHealth(QMainWindow* window);
    ~CampaignHealth() override;
    CampaignHealth(const CampaignHealth&) = delete;
    CampaignHealth& operator=(const CampaignHealth&) = delete;
    CampaignHealth(CampaignHealth&&) = delete;
    CampaignHealth& operator=(CampaignHealth&&) = delete;

    [[nodiscard]] QAction* action() const { return m_action; }
    // The campaign to check, in the background once the window has had its first frames.
    void watch(const QString& path);

Q_SIGNALS:
    // A check ended: `problem` empty when the campaign is healthy, `note` when it repaired
    // something (the search index).
    void checked(const QString& problem, const QString& note);

private:
    void start(bool asked);
    void finish(const QString& problem, const QString& note);
    void stop();

    QMainWindow* m_window;
    QAction* m_action;
    QString m_path;
    bool m_asked = false; // the ARC chose the menu item: the result is shown whatever it is
    std::shared_ptr<std::atomic<bool>> m_stop;
    std::thread m_thread;
};

} // namespace scouter::ui
