// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "encounter/BackgroundLoader.h"

#include "Database.h"
#include "EncounterReplay.h"
#include "Result.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>

#include <map>
#include <memory>
#include <vector>

namespace scouter::engine {
class DiceSource;
}
namespace scouter::store {
class CommandWriter;
}

namespace scouter::ui {

class EncounterController;

// The open campaign as the window plays it: the connection the window reads with, the writer
// thread every command is autosaved through, and the game's dice. Opening an encounter resumes it
// from its stored log, exactly where it was left, after a clean close or a crash.
class CampaignSession : public QObject {
    Q_OBJECT

public:
    // Commands played but not on disk (a save failed, they wait in memory for the next attempt).
    struct Unsaved {
        qint64 encounterId = 0;
        QString title;
        std::size_t commands = 0;
    };

    // `writerOptions` are the writer thread's connection's (tests give a short busy timeout or a
    // size cap standing in for a full disk).
    CampaignSession(store::Database db, std::unique_ptr<engine::DiceSource> dice, store::OpenOptions writerOptions = {},
                    QObject* parent = nullptr);
    ~CampaignSession() override;

    [[nodiscard]] store::Database& database() { return m_db; }
    [[nodiscard]] const QString& path() const { return m_db.path(); }
    [[nodiscard]] store::CommandWriter& writer() const { return *m_writer; }
    // Reads on threads of their own connection to this campaign (review, background opens).
    [[nodiscard]] BackgroundLoader& loader() { return m_loader; }

    // The controller is parented to `parent`; the session must outlive it. Reads and replays
    // on the calling thread: for start-up, before the first frame.
    [[nodiscard]] store::Result<EncounterController*> open(qint64 encounterId, QObject* parent);
    // The same with the reading and replaying on a thread of its own (a connection of its own),
    // so the window keeps painting; opened() or openFailed() follows on this object's thread.
    void openInBackground(qint64 encounterId);
    // Tries the commands that could not be saved again (after the ARC freed disk space, say).
    void retry();
    // What is not saved, once a write in progress has finished, encounter by encounter: empty
    // when everything played is on disk.
    [[nodiscard]] std::vector<Unsaved> unsavedCommands() const;

Q_SIGNALS:
    // Every command of the encounter so far is on disk.
    void saved(qint64 encounterId, qint64 commands);
    // A command could not be written; it stays queued in order and in memory.
    void saveFailed(const QString& message);
    // openInBackground()'s result: the controller has no parent yet.
    void opened(scouter::ui::EncounterController* controller);
    void openFailed(const QString& message);

private:
    [[nodiscard]] store::Result<EncounterController*> build(store::ReplayedEncounter replayed, QObject* parent);

    store::Database m_db;
    std::unique_ptr<engine::DiceSource> m_dice;
    std::unique_ptr<store::CommandWriter> m_writer;
    BackgroundLoader m_loader;          // waited for on destruction: its reads call back into this
    std::map<qint64, QString> m_titles; // of the encounters opened, for naming what is unsaved
};

} // namespace scouter::ui
