#include "encounter/UnsavedQuit.h"

#include "CommandWriter.h"

#include <QStringList>

namespace scouter::ui {

UnsavedQuit::UnsavedQuit(CampaignSession& session) : m_session(session) {}

bool UnsavedQuit::check() {
    read();
    const auto error = m_session.writer().lastError();
    m_reason = error ? error->message : tr("The last attempt to save them failed.");
    return !m_unsaved.empty();
}

void UnsavedQuit::read() {
    m_unsaved = m_session.unsavedCommands();
}

std::size_t UnsavedQuit::count() const {
    std::size_t total = 0;
    for (const auto& encounter : m_unsaved) {
        total += encounter.commands;
    }
    return total;
}

QString UnsavedQuit::describe(const std::vector<CampaignSession::Unsaved>& unsaved) {
    QStringList parts;
    std::size_t total = 0;
    for (const auto& encounter : unsaved) {
        parts << (encounter.commands == 1
                      ? tr("1 command of '%1'").arg(encounter.title)
                      : tr("%1 commands of '%2'").arg(QString::number(encounter.commands), encounter.title));
        total += encounter.commands;
    }
    if (parts.isEmpty()) {
        return tr("Every command is saved");
    }
    const QString last = parts.takeLast();
    const QString all = parts.isEmpty() ? last : tr("%1 and %2").arg(parts.join(QStringLiteral(", ")), last);
    return total == 1 ? tr("%1 is not saved").arg(all) : tr("%1 are not saved").arg(all);
}

bool UnsavedQuit::retry() {
    const store::Status written = m_session.writer().flush();
    if (!written) {
        m_reason = written.error().message;
    }
    read();
    return m_unsaved.empty();
}

bool UnsavedQuit::saveCopy(const QString& path) {
    const store::Status copied = m_session.writer().saveCopy(path);
    if (!copied) {
        m_reason = tr("The copy was not written: %1").arg(copied.error().message);
        return false;
    }
    return true;
}

QString UnsavedQuit::discard() const {
    return tr("Scouter quit without saving: %1.").arg(summary());
}

} // namespace scouter::ui
