// SPDX-License-Identifier: GPL-3.0-or-later
#include "OutputFile.h"

#include "CampaignLock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <optional>
#include <utility>
#include <vector>

namespace scouter::store {

namespace {

// A campaign's file or one of its own, and what it is to the campaign ("" for the campaign).
struct CampaignPart {
    QString path;
    QString role;
};

[[nodiscard]] std::optional<struct stat> statOf(const QString& path, int* error = nullptr) {
    struct stat info {};
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        if (error != nullptr) {
            *error = errno;
        }
        return std::nullopt;
    }
    return info;
}

[[nodiscard]] bool sameFile(const struct stat& a, const struct stat& b) {
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

// Where a write to `path` lands: QSaveFile follows a chain of links, even to a file that is not
// there yet, and puts its new file in the place of the last one.
[[nodiscard]] QString landingPath(const QString& path) {
    QFileInfo info(path);
    for (int depth = 0; depth < 128 && info.isSymLink(); ++depth) {
        info.setFile(info.symLinkTarget());
    }
    return QDir::cleanPath(info.absoluteFilePath());
}

// The name with its folder's links resolved, so two spellings of one place compare equal.
[[nodiscard]] QString canonicalName(const QString& path) {
    const QFileInfo info(path);
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : QDir(folder).filePath(info.fileName());
}

// The names the campaign is known by: as given, and with every link resolved (SQLite names its
// -wal and -shm after the file a link leads to).
[[nodiscard]] QStringList campaignNames(const QString& campaignPath) {
    QStringList names{canonicalName(campaignPath)};
    const QString resolved = QFileInfo(campaignPath).canonicalFilePath();
    if (!resolved.isEmpty() && !names.contains(resolved)) {
        names << resolved;
    }
    const QString given = QDir::cleanPath(QFileInfo(campaignPath).absoluteFilePath());
    if (!names.contains(given)) {
        names << given;
    }
    return names;
}

[[nodiscard]] std::vector<CampaignPart> campaignParts(const QString& campaignPath) {
    std::vector<CampaignPart> parts;
    for (const QString& name : campaignNames(campaignPath)) {
        parts.push_back({name, QString()});
        parts.push_back({name + QStringLiteral("-wal"), QStringLiteral("write-ahead log (-wal)")});
        parts.push_back({name + QStringLiteral("-shm"), QStringLiteral("shared-memory index (-shm)")});
        parts.push_back({name + QStringLiteral("-journal"), QStringLiteral("rollback journal (-journal)")});
        parts.push_back({CampaignLock::lockPathFor(name), QStringLiteral("lock file")});
        const QFileInfo info(name);
        const QStringList backups = QDir(info.absolutePath())
                                        .entryList({info.fileName() + QStringLiteral(".backup-v*")},
                                                   QDir::AllEntries | QDir::System | QDir::Hidden);
        for (const QString& backup : backups) {
            parts.push_back({QDir(info.absolutePath()).filePath(backup), QStringLiteral("backup")});
        }
    }
    return parts;
}

[[nodiscard]] StoreError campaignRefusal(const QString& path, const QString& campaignPath, const QString& role) {
    if (role.isEmpty()) {
        if (campaignNames(campaignPath).contains(canonicalName(path))) {
            return {StoreErrorKind::Invalid,
                    QStringLiteral("%1 is the campaign itself: an export there would replace the campaign. Choose "
                                   "another file.")
                        .arg(path)};
        }
        return {StoreErrorKind::Invalid, QStringLiteral("%1 is the campaign %2 under another name (a link or a hard "
                                                        "link to it): an export there would replace the campaign. "
                                                        "Choose another file.")
                                             .arg(path, campaignPath)};
    }
    return {StoreErrorKind::Invalid,
            QStringLiteral("%1 is the %2 of the campaign %3: an export there would damage the campaign or lose what "
                           "keeps it safe. Choose another file.")
                .arg(path, role, campaignPath)};
}

// A campaign's backup is named after it whatever its number (Migrator::backupPathFor).
[[nodiscard]] std::optional<QString> roleByName(const QString& landing, const QString& campaignPath) {
    for (const CampaignPart& part : campaignParts(campaignPath)) {
        if (part.path == landing) {
            return part.role;
        }
    }
    for (const QString& name : campaignNames(campaignPath)) {
        if (landing.startsWith(name + QStringLiteral(".backup-v"))) {
            return QStringLiteral("backup");
        }
    }
    return std::nullopt;
}

[[nodiscard]] QString kindOf(mode_t mode) {
    if (S_ISDIR(mode)) {
        return QStringLiteral("a folder");
    }
    if (S_ISCHR(mode) || S_ISBLK(mode)) {
        return QStringLiteral("a device");
    }
    if (S_ISFIFO(mode)) {
        return QStringLiteral("a named pipe (FIFO)");
    }
    if (S_ISSOCK(mode)) {
        return QStringLiteral("a socket");
    }
    return QStringLiteral("a special file");
}

} // namespace

Result<OutputFile::Found> OutputFile::check(const QString& path, const QString& campaignPath) {
    const QString landing = canonicalName(landingPath(path));
    int error = 0;
    const auto target = statOf(landing, &error);
    if (!target) {
        if (error != ENOENT) {
            return StoreError{
                StoreErrorKind::Io,
                QStringLiteral("%1 cannot be written: %2").arg(path, QString::fromLocal8Bit(std::strerror(error)))};
        }
        if (const auto role = roleByName(landing, campaignPath)) {
            return campaignRefusal(path, campaignPath, *role);
        }
        return Found::Nothing;
    }
    for (const CampaignPart& part : campaignParts(campaignPath)) {
        const auto info = statOf(part.path);
        if (info && sameFile(*info, *target)) {
            return campaignRefusal(path, campaignPath, part.role);
        }
    }
    if (!S_ISREG(target->st_mode)) {
        const QString kind = kindOf(target->st_mode);
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("%1 is %2, not a regular file: an export is written beside its target and "
                                         "then takes its place, which would put a plain file where %2 was. Choose a "
                                         "regular file.")
                              .arg(path, kind)};
    }
    return Found::RegularFile;
}

OutputFile::OutputFile(QString path, QString campaignPath, Existing existing)
    : m_path(std::move(path)), m_campaignPath(std::move(campaignPath)), m_existing(existing), m_file(m_path) {}

OutputFile::~OutputFile() {
    if (m_file.isOpen()) {
        m_file.cancelWriting();
    }
}

Result<OutputFile::Found> OutputFile::checkTarget() const {
    auto found = check(m_path, m_campaignPath);
    if (found && found.value() == Found::RegularFile && m_existing == Existing::Refuse) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("%1 is already there, and it is replaced only when you say so; nothing was "
                                         "written to it.")
                              .arg(m_path)};
    }
    return found;
}

Status OutputFile::begin() {
    const auto found = checkTarget();
    if (!found) {
        return found.error();
    }
    m_found = found.value();
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return StoreError{StoreErrorKind::Io,
                          QStringLiteral("%1 cannot be written: %2").arg(m_path, m_file.errorString())};
    }
    m_written = 0;
    m_failure = {};
    setErrorString(QString());
    return QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered)
               ? Status{}
               : Status{StoreError{StoreErrorKind::Io, QStringLiteral("%1 cannot be written.").arg(m_path)}};
}

Status OutputFile::writeWhole(const std::function<Status(QIODevice&)>& write) {
    if (auto began = begin(); !began) {
        return began;
    }
    if (auto written = write(*this); !written) {
        return written;
    }
    return commit();
}

Status OutputFile::commit() {
    if (!m_failure.message.isEmpty()) {
        return m_failure;
    }
    // Checked again just before the rename: a file that appeared, or a link now leading to the
    // campaign, since begin() is refused all the same.
    if (const auto found = checkTarget(); !found) {
        m_file.cancelWriting();
        (void)m_file.commit();
        QIODevice::close();
        return found.error();
    }
    const bool committed = m_file.commit();
    QIODevice::close();
    if (!committed) {
        fail(writeFailure(0));
        return m_failure;
    }
    return {};
}

qint64 OutputFile::readData(char* /*data*/, qint64 /*maxSize*/) {
    return -1;
}

qint64 OutputFile::writeData(const char* data, qint64 size) {
    if (!m_failure.message.isEmpty()) {
        return -1;
    }
    qint64 done = 0;
    // A short write (the disk filled up part-way) is followed by one that says why.
    while (done < size) {
        const qint64 wrote = m_file.write(data + done, size - done);
        if (wrote <= 0) {
            fail(writeFailure(size - done));
            return -1;
        }
        done += wrote;
        m_written += wrote;
    }
    return size;
}

StoreError OutputFile::writeFailure(qint64 unwritten) const {
    const QString kept = m_found == Found::RegularFile ? QStringLiteral("%1 is as it was.").arg(m_path)
                                                       : QStringLiteral("No file was left at %1.").arg(m_path);
    if (m_file.error() == QFileDevice::ResourceError) {
        if (unwritten > 0) {
            return {
                StoreErrorKind::DiskFull,
                QStringLiteral("The disk is full: %1 bytes could not be written to %2 (after %3 bytes that were). %4")
                    .arg(QString::number(unwritten), m_path, QString::number(m_written), kept)};
        }
        return {StoreErrorKind::DiskFull, QStringLiteral("The disk is full: %1 could not be saved (%2 bytes). %3")
                                              .arg(m_path, QString::number(m_written), kept)};
    }
    return {StoreErrorKind::Io,
            QStringLiteral("%1 could not be written: %2. %3").arg(m_path, m_file.errorString(), kept)};
}

void OutputFile::fail(StoreError error) {
    m_failure = std::move(error);
    setErrorString(m_failure.message);
}

} // namespace scouter::store
