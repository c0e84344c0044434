// SPDX-License-Identifier: GPL-3.0-or-later
#include "encounter/CampaignSession.h"

#include "CommandWriter.h"
#include "EncounterSession.h"
#include "dice/DiceSource.h"
#include "encounter/EncounterController.h"
#include "grid/MapStorage.h"

#include <algorithm>
#include <optional>

namespace scouter::ui {

CampaignSession::CampaignSession(store::Database db, std::unique_ptr<engine::DiceSource> dice,
                                 store::OpenOptions writerOptions, QObject* parent)
    : QObject(parent), m_db(std::move(db)), m_dice(std::move(dice)),
      m_writer(std::make_unique<store::CommandWriter>(m_db.path(), writerOptions)), m_loader(m_db.path()) {
    connect(
        m_writer.get(), &store::CommandWriter::written, this,
        [this](qint64 encounterId, qint64 seq) { Q_EMIT saved(encounterId, seq); }, Qt::QueuedConnection);
    connect(
        m_writer.get(), &store::CommandWriter::failed, this,
        [this](qint64, qint64, const store::StoreError& error) { Q_EMIT saveFailed(error.message); },
        Qt::QueuedConnection);
}

// Loaders still reading call back into this object: they finish first. Then the writer is
// stopped: what it could not write is lost with it, which is why the window asks before quitting.
namespace {

[[nodiscard]] store::StoreError unsaved(const store::StoreError& error) {
    return {error.kind, QObject::tr("The last commands played are not saved yet, so the encounter cannot be opened "
                                    "from the file: %1")
                            .arg(error.message)};
}

} // namespace

CampaignSession::~CampaignSession() {
    m_loader.waitForAll();
    m_writer.reset();
}

store::Result<EncounterController*> CampaignSession::open(qint64 encounterId, QObject* parent) {
    // The file must hold every command already played, or the encounter would resume short of them
    // (left and opened again before the writer caught up). Rarely more than one write to wait for.
    if (const store::Status saved = m_writer->flush(); !saved) {
        return unsaved(saved.error());
    }
    auto replayed = store::EncounterReplay::load(m_db, encounterId);
    if (!replayed) {
        return replayed.error();
    }
    return build(std::move(replayed).value(), parent);
}

void CampaignSession::openInBackground(qint64 encounterId) {
    m_loader.load<store::ReplayedEncounter>(
        [encounterId, writer = m_writer.get()](store::Database& db) -> store::Result<store::ReplayedEncounter> {
            if (const store::Status saved = writer->flush(); !saved) {
                return unsaved(saved.error());
            }
            return store::EncounterReplay::load(db, encounterId);
        },
        [this](store::Result<store::ReplayedEncounter> result) {
            if (!result) {
                Q_EMIT openFailed(result.error().message);
                return;
            }
            auto built = build(std::move(result).value(), nullptr);
            if (!built) {
                Q_EMIT openFailed(built.error().message);
                return;
            }
            Q_EMIT opened(built.value());
        });
}

store::Result<EncounterController*> CampaignSession::build(store::ReplayedEncounter replayed, QObject* parent) {
    const QString title = replayed.record.title;
    const qint64 encounterId = replayed.record.id;
    const EncounterController::Grid grid{std::max(replayed.record.gridWidth, 1),
                                         std::max(replayed.record.gridHeight, 1)};
    auto session = store::EncounterSession::resume(std::move(replayed), *m_writer, *m_dice);
    if (!session) {
        return session.error();
    }
    m_titles[encounterId] = title;
    // The list's record of how the encounter ended is written by the writer, in the transaction
    // of the command that ended it (or undid the end), so a crash never leaves the two apart.
    auto* controller = new EncounterController(std::move(session).value(), title, grid, parent);
    MapStorage::loadInto(m_loader, encounterId, *controller); // its picture follows when read
    return controller;
}

void CampaignSession::retry() {
    m_writer->retry();
}

std::vector<CampaignSession::Unsaved> CampaignSession::unsavedCommands() const {
    m_writer->settle();
    std::vector<Unsaved> out;
    for (const auto& [encounterId, commands] : m_writer->pendingByEncounter()) {
        const auto title = m_titles.find(encounterId);
        out.push_back(
            {encounterId, title != m_titles.end() ? title->second : tr("encounter #%1").arg(encounterId), commands});
    }
    return out;
}

} // namespace scouter::ui
