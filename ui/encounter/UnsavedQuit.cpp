// SPDX-License-Identifier: GPL-3.0-or-later
#include "encounter/UnsavedQuit.h"

#include "CommandWriter.h"

#include <QDir>
#include <QFileInfo>
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

namespace {

// "3 commands of 'Ambush' and 1 command of 'On Namek'", empty when there are none.
QString commandsOf(const std::vector<CampaignSession::Unsaved>& unsaved) {
    QStringList parts;
    for (const auto& encounter : unsaved) {
        parts
            << (encounter.commands == 1
                    ? UnsavedQuit::tr("1 command of '%1'").arg(encounter.title)
                    : UnsavedQuit::tr("%1 commands of '%2'").arg(QString::number(encounter.commands), encounter.title));
    }
    if (parts.isEmpty()) {
        return {};
    }
    const QString last = parts.takeLast();
    return parts.isEmpty() ? last : UnsavedQuit::tr("%1 and %2").arg(parts.join(QStringLiteral(", ")), last);
}

} // namespace

QString UnsavedQuit::describe(const std::vector<CampaignSession::Unsaved>& unsaved) {
    std::size_t total = 0;
    for (const auto& encounter : unsaved) {
        total += encounter.commands;
    }
    if (total == 0) {
        return tr("Every command is saved");
    }
    const QString all = commandsOf(unsaved);
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

QString UnsavedQuit::copyPathIn(const QString& folder, const QString& campaignPath) {
    const QString base = QFileInfo(campaignPath).completeBaseName();
    const QDir dir(folder);
    for (int n = 1;; ++n) {
        const QString name = n == 1 ? tr("%1 with unsaved commands.scouter").arg(base)
                                    : tr("%1 with unsaved commands %2.scouter").arg(base).arg(n);
        QString path = dir.filePath(name);
        // saveCopy refuses a name that any of SQLite's files of a campaign already take.
        const bool taken = QFileInfo::exists(path) || QFileInfo::exists(path + QStringLiteral("-wal")) ||
                           QFileInfo::exists(path + QStringLiteral("-shm")) ||
                           QFileInfo::exists(path + QStringLiteral("-journal"));
        if (!taken) {
            return path;
        }
    }
}

UnsavedQuit::Unattended UnsavedQuit::settleUnattended() {
    const QString campaign = QDir::toNativeSeparators(m_session.path());
    if (!check()) {
        return {true, tr("Every command played is saved in %1.").arg(campaign)};
    }
    const QString waiting = commandsOf(m_unsaved);
    if (retry()) {
        return {true, tr("One more try saved %1 in %2.").arg(waiting, campaign)};
    }
    QString notSaved = tr("%1 could not be saved in %2: %3").arg(commandsOf(m_unsaved), campaign, m_reason);
    if (!notSaved.endsWith(QLatin1Char('.'))) {
        notSaved += QLatin1Char('.');
    }
    // Next to the campaign, where the ARC looks for it; else the home folder, for the campaign's
    // disk may be the full one.
    const QString campaignFolder = QFileInfo(m_session.path()).absolutePath();
    QStringList folders{campaignFolder};
    if (QFileInfo(QDir::homePath()).canonicalFilePath() != QFileInfo(campaignFolder).canonicalFilePath()) {
        folders << QDir::homePath();
    }
    QStringList failures;
    for (const QString& folder : folders) {
        const QString copy = copyPathIn(folder, m_session.path());
        if (saveCopy(copy)) {
            return {false, tr("%1 Scouter saved a copy of the campaign with every unsaved command to %2 (scouter "
                              "--database \"%2\" opens it).")
                               .arg(notSaved, QDir::toNativeSeparators(copy))};
        }
        failures << m_reason;
    }
    return {false, tr("%1 %2 They are lost.").arg(notSaved, failures.join(QLatin1Char(' ')))};
}

} // namespace scouter::ui
