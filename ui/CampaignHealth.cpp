// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignHealth.h"

#include "CampaignCheck.h"
#include "Database.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

#include <utility>

namespace scouter::ui {

namespace {

// The background check waits this long after the campaign opens, so it never competes with the
// window's first frames for the disk.
constexpr int kBackgroundDelayMs = 1500;

} // namespace

CampaignHealth::CampaignHealth(QMainWindow* window)
    : QObject(window), m_window(window), m_action(new QAction(tr("C&heck the Campaign"), this)) {
    m_action->setObjectName(QStringLiteral("checkCampaignAction"));
    m_action->setStatusTip(tr("Read every page of the campaign file and its search index, without writing"));
    m_action->setEnabled(false);
    connect(m_action, &QAction::triggered, this, [this] { start(true); });
}

CampaignHealth::~CampaignHealth() {
    stop();
}

void CampaignHealth::watch(const QString& path) {
    stop();
    m_path = path;
    m_action->setEnabled(true);
    QTimer::singleShot(kBackgroundDelayMs, this, [this] { start(false); });
}

void CampaignHealth::stop() {
    if (m_stop) {
        m_stop->store(true);
    }
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

void CampaignHealth::start(bool asked) {
    m_asked = m_asked || asked;
    if (m_thread.joinable()) {
        return; // one check at a time: the one under way answers the ARC too
    }
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_window->statusBar()->showMessage(tr("Checking the campaign…"), 3000);
    m_thread = std::thread([this, path = m_path, stopFlag = m_stop] {
        QString problem;
        QString note;
        {
            auto db = store::Database::connect(path);
            auto result =
                db ? store::CampaignCheck::run(db.value(), stopFlag.get()) : store::Result<QString>(db.error());
            if (result) {
                note = result.value();
            } else {
                problem = result.error().message;
            }
        }
        if (!stopFlag->load()) {
            // Queued to the window's thread; dropped if this object is gone by then.
            QMetaObject::invokeMethod(
                this, [this, problem, note] { finish(problem, note); }, Qt::QueuedConnection);
        }
    });
}

void CampaignHealth::finish(const QString& problem, const QString& note) {
    if (m_thread.joinable()) {
        m_thread.join();
    }
    const bool asked = std::exchange(m_asked, false);
    Q_EMIT checked(problem, note);
    const QString title = tr("Check the Campaign");
    QMessageBox* box = nullptr;
    if (!problem.isEmpty()) {
        m_window->statusBar()->showMessage(tr("The campaign check found damage: %1").arg(problem));
        box = new QMessageBox(QMessageBox::Warning, title, problem, QMessageBox::Ok, m_window);
    } else if (!note.isEmpty()) {
        m_window->statusBar()->showMessage(note, 15000);
        box = asked ? new QMessageBox(QMessageBox::Information, title, note, QMessageBox::Ok, m_window) : nullptr;
    } else if (asked) {
        box = new QMessageBox(QMessageBox::Information, title,
                              tr("The campaign is healthy: every page of it reads, and its search index matches its "
                                 "events."),
                              QMessageBox::Ok, m_window);
    }
    if (box != nullptr) {
        box->setObjectName(QStringLiteral("campaignCheckMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open(); // not exec(): the window goes on
    }
}

} // namespace scouter::ui
