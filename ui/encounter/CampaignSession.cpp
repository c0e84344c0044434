#include "encounter/CampaignSession.h"

#include "CommandWriter.h"
#include "EncounterRepository.h"
#include "EncounterSession.h"
#include "dice/DiceSource.h"
#include "encounter/EncounterController.h"

#include <QDateTime>

#include <algorithm>
#include <optional>

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

// Loaders still reading call back into this object: they finish first. Then the writer is
// stopped: its destructor writes what is still queued.
CampaignSession::~CampaignSession() {
    for (const QPointer<QThread>& loader : m_loaders) {
        if (loader) {
            loader->wait();
        }
    }
    m_writer.reset();
}

store::Result<EncounterController*> CampaignSession::open(qint64 encounterId, QObject* parent) {
    auto replayed = store::EncounterReplay::load(m_db, encounterId);
    if (!replayed) {
        return replayed.error();
    }
    return build(std::move(replayed).value(), parent);
}

void CampaignSession::openInBackground(qint64 encounterId) {
    auto* loader = QThread::create([this, path = m_db.path(), encounterId] {
        auto loaded = std::make_shared<std::optional<store::Result<store::ReplayedEncounter>>>();
        {
            auto db = store::Database::connect(path);
            if (!db) {
                loaded->emplace(db.error());
            } else {
                loaded->emplace(store::EncounterReplay::load(db.value(), encounterId));
            }
        }
        QMetaObject::invokeMethod(
            this,
            [this, loaded] {
                store::Result<store::ReplayedEncounter>& result = **loaded;
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
            },
            Qt::QueuedConnection);
    });
    connect(loader, &QThread::finished, loader, &QObject::deleteLater);
    m_loaders.erase(std::remove_if(m_loaders.begin(), m_loaders.end(), [](const auto& l) { return l.isNull(); }),
                    m_loaders.end());
    m_loaders.emplace_back(loader);
    loader->start();
}

store::Result<EncounterController*> CampaignSession::build(store::ReplayedEncounter replayed, QObject* parent) {
    const QString title = replayed.record.title;
    const EncounterController::Grid grid{std::max(replayed.record.gridWidth, 1),
                                         std::max(replayed.record.gridHeight, 1)};
    auto session = store::EncounterSession::resume(std::move(replayed), *m_writer, *m_dice);
    if (!session) {
        return session.error();
    }
    auto* controller = new EncounterController(std::move(session).value(), title, grid, parent);
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
