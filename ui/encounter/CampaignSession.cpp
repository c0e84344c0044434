#include "encounter/CampaignSession.h"

#include "CommandWriter.h"
#include "EncounterRepository.h"
#include "EncounterSession.h"
#include "dice/DiceSource.h"
#include "encounter/EncounterController.h"

#include <QDateTime>

namespace scouter::ui {

CampaignSession::CampaignSession(store::Database db, std::unique_ptr<engine::DiceSource> dice, QObject* parent)
    : QObject(parent), m_db(std::move(db)), m_dice(std::move(dice)),
      m_writer(std::make_unique<store::CommandWriter>(m_db.path())) {
    connect(
        m_writer.get(), &store::CommandWriter::written, this,
        [this](qint64 encounterId, qint64 seq) { Q_EMIT saved(encounterId, seq); }, Qt::QueuedConnection);
    connect(
        m_writer.get(), &store::CommandWriter::failed, this,
        [this](qint64, qint64, const store::StoreError& error) { Q_EMIT saveFailed(error.message); },
        Qt::QueuedConnection);
}

// The writer is stopped first: its destructor writes what is still queued.
CampaignSession::~CampaignSession() {
    m_writer.reset();
}

store::Result<EncounterController*> CampaignSession::open(qint64 encounterId, QObject* parent) {
    auto record = store::EncounterRepository(m_db).get(encounterId);
    if (!record) {
        return record.error();
    }
    auto session = store::EncounterSession::resume(m_db, encounterId, *m_writer, *m_dice);
    if (!session) {
        return session.error();
    }
    const store::EncounterRecord& stored = record.value();
    auto* controller = new EncounterController(std::move(session).value(), stored.title,
                                               {std::max(stored.gridWidth, 1), std::max(stored.gridHeight, 1)}, parent);
    auto ended = std::make_shared<bool>(controller->state().ended);
    connect(controller, &EncounterController::stateChanged, this,
            [this, controller, ended] { recordEnding(*controller, *ended); });
    return controller;
}

void CampaignSession::retry() {
    m_writer->retry();
}

// The list of encounters shows how each one ended; the log stays the record of it. One small
// update when the ending changes (an end, or undoing one), so the start page can tell them apart.
void CampaignSession::recordEnding(const EncounterController& controller, bool& wasEnded) {
    const auto& state = controller.state();
    if (state.ended == wasEnded) {
        return;
    }
    wasEnded = state.ended;
    const auto marked = store::EncounterRepository(m_db).markEnded(
        controller.encounterId(), state.ended ? QString::fromStdString(state.outcome) : QString(),
        state.ended ? QDateTime::currentDateTimeUtc() : QDateTime());
    if (!marked) {
        Q_EMIT saveFailed(marked.error().message);
    }
}

} // namespace scouter::ui
