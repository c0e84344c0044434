#pragma once

#include "Database.h"
#include "Result.h"

#include <QObject>
#include <QString>

#include <memory>

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
    CampaignSession(store::Database db, std::unique_ptr<engine::DiceSource> dice, QObject* parent = nullptr);
    ~CampaignSession() override;

    [[nodiscard]] store::Database& database() { return m_db; }
    [[nodiscard]] const QString& path() const { return m_db.path(); }
    [[nodiscard]] store::CommandWriter& writer() const { return *m_writer; }

    // The controller is parented to `parent`; the session must outlive it.
    [[nodiscard]] store::Result<EncounterController*> open(qint64 encounterId, QObject* parent);
    // Tries the commands that could not be saved again (after the ARC freed disk space, say).
    void retry();

Q_SIGNALS:
    // Every command of the encounter so far is on disk.
    void saved(qint64 encounterId, qint64 commands);
    // A command could not be written; it stays queued in order and in memory.
    void saveFailed(const QString& message);

private:
    void recordEnding(const EncounterController& controller, bool& wasEnded);

    store::Database m_db;
    std::unique_ptr<engine::DiceSource> m_dice;
    std::unique_ptr<store::CommandWriter> m_writer;
};

} // namespace scouter::ui
