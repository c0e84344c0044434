// SPDX-License-Identifier: GPL-3.0-or-later
#include "LockInfoFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSysInfo>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <optional>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scouter::store {

namespace {

// A lock file's fields end up in messages: a hostile one does not get to fill the screen.
constexpr qsizetype kMaxFieldChars = 200;

class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : m_fd(fd) {}
    ~FileDescriptor() {
        if (m_fd >= 0) {
            ::close(m_fd);
        }
    }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    FileDescriptor(FileDescriptor&&) = delete;
    FileDescriptor& operator=(FileDescriptor&&) = delete;
    [[nodiscard]] int get() const { return m_fd; }

private:
    int m_fd;
};

[[nodiscard]] QString whatItIs(mode_t mode) {
    if (S_ISDIR(mode)) {
        return QStringLiteral("it is a folder");
    }
    if (S_ISFIFO(mode)) {
        return QStringLiteral("it is a named pipe");
    }
    if (S_ISCHR(mode) || S_ISBLK(mode)) {
        return QStringLiteral("it is a device");
    }
    if (S_ISSOCK(mode)) {
        return QStringLiteral("it is a socket");
    }
    return QStringLiteral("it is not a regular file");
}

[[nodiscard]] QString field(const QList<QByteArray>& lines, qsizetype index) {
    return index < lines.size() ? QString::fromUtf8(lines.at(index)).left(kMaxFieldChars) : QString();
}

// Up to kMaxBytes + 1 bytes: one more than a lock file may hold tells that it holds too many.
[[nodiscard]] std::optional<QByteArray> readBounded(int fd) {
    QByteArray bytes(LockInfoFile::kMaxBytes + 1, Qt::Uninitialized);
    qsizetype total = 0;
    while (total < bytes.size()) {
        const ssize_t got = ::read(fd, bytes.data() + total, static_cast<size_t>(bytes.size() - total));
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got < 0) {
            return std::nullopt;
        }
        if (got == 0) {
            break;
        }
        total += got;
    }
    bytes.truncate(total);
    return bytes;
}

[[nodiscard]] bool writeAll(int fd, const QByteArray& bytes) {
    qsizetype written = 0;
    while (written < bytes.size()) {
        const ssize_t done = ::write(fd, bytes.constData() + written, static_cast<size_t>(bytes.size() - written));
        if (done < 0 && errno == EINTR) {
            continue;
        }
        if (done <= 0) {
            return false;
        }
        written += done;
    }
    return true;
}

[[nodiscard]] StoreError writeError(const QString& path, int error) {
    if (error == EACCES || error == EROFS || error == EPERM) {
        const QString folder = path.section(QLatin1Char('/'), 0, -2);
        return {StoreErrorKind::ReadOnly,
                QStringLiteral("The folder %1 is read-only (the campaign's lock file %2 cannot be created there), so "
                               "Scouter cannot write to the campaign.")
                    .arg(folder, path)};
    }
    if (error == ENOSPC || error == EDQUOT) {
        return {StoreErrorKind::DiskFull,
                QStringLiteral("The disk is full: the campaign's lock file %1 cannot be written, so Scouter cannot "
                               "write to the campaign. Nothing was changed.")
                    .arg(path)};
    }
    return {StoreErrorKind::Io,
            QStringLiteral("The campaign's lock file %1 cannot be written (%2). Nothing was changed.")
                .arg(path, QString::fromLocal8Bit(std::strerror(error)))};
}

} // namespace

LockInfoFile::Reading LockInfoFile::read(const QString& path) {
    Reading reading;
    const QByteArray name = QFile::encodeName(path);
    const FileDescriptor file(::open(name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (file.get() < 0) {
        const int error = errno;
        if (error == ENOENT) {
            return reading;
        }
        reading.state = State::Unusable;
        const QString target = QFile::symLinkTarget(path);
        reading.problem =
            error == ELOOP && !target.isEmpty()
                ? QStringLiteral("it is a symbolic link to %1, not a file").arg(target)
                : QStringLiteral("it cannot be read (%1)").arg(QString::fromLocal8Bit(std::strerror(error)));
        return reading;
    }
    struct stat status {};
    if (::fstat(file.get(), &status) != 0) {
        reading.state = State::Unusable;
        reading.problem = QStringLiteral("it cannot be read");
        return reading;
    }
    if (!S_ISREG(status.st_mode)) {
        reading.state = State::Unusable;
        reading.problem = whatItIs(status.st_mode);
        return reading;
    }
    const auto bytes = status.st_size <= kMaxBytes ? readBounded(file.get()) : std::nullopt;
    if (status.st_size > kMaxBytes || (bytes && bytes->size() > kMaxBytes)) {
        reading.state = State::Unusable;
        reading.problem = QStringLiteral("it holds %1 bytes where a lock file holds a few lines")
                              .arg(std::max<qint64>(status.st_size, bytes ? bytes->size() : 0));
        return reading;
    }
    if (!bytes) {
        reading.state = State::Unusable;
        reading.problem = QStringLiteral("it cannot be read");
        return reading;
    }
    const QList<QByteArray> lines = bytes->split('\n');
    bool number = false;
    reading.info.pid = lines.front().toLongLong(&number);
    if (!number || reading.info.pid <= 0) {
        reading.state = State::Unnamed;
        return reading;
    }
    reading.state = State::Read;
    reading.info.program = field(lines, 1);
    reading.info.host = field(lines, 2);
    reading.info.machineId = field(lines, 3);
    reading.info.bootId = field(lines, 4);
    reading.info.identity = field(lines, 5);
    reading.info.openedAs = lines.size() > 6 ? QString::fromUtf8(lines.at(6)) : QString();
    return reading;
}

Status LockInfoFile::write(const QString& path, const Info& info) {
    QByteArray bytes;
    for (const QString& line : {QString::number(info.pid), info.program, info.host, info.machineId, info.bootId,
                                info.identity, info.openedAs}) {
        bytes += line.toUtf8() + '\n';
    }
    QByteArray temporary = QFile::encodeName(path) + ".XXXXXX";
    const FileDescriptor file(::mkostemp(temporary.data(), O_CLOEXEC));
    if (file.get() < 0) {
        return writeError(path, errno);
    }
    // Other users of a shared folder read who holds the campaign.
    constexpr mode_t kReadableByAll = 0644;
    if (::fchmod(file.get(), kReadableByAll) != 0 || !writeAll(file.get(), bytes) ||
        ::rename(temporary.constData(), QFile::encodeName(path).constData()) != 0) {
        const int error = errno;
        ::unlink(temporary.constData());
        return writeError(path, error);
    }
    return {};
}

void LockInfoFile::removeIfOurs(const QString& path, const QString& identity) {
    const Reading reading = read(path);
    if (reading.state == State::Read && reading.info.pid == QCoreApplication::applicationPid() &&
        reading.info.identity == identity) {
        ::unlink(QFile::encodeName(path).constData());
    }
}

LockInfoFile::Info LockInfoFile::thisProcess(const QString& identity, const QString& openedAs) {
    return {QCoreApplication::applicationPid(),
            QCoreApplication::applicationName(),
            QSysInfo::machineHostName(),
            QString::fromLatin1(QSysInfo::machineUniqueId()),
            QString::fromLatin1(QSysInfo::bootUniqueId()),
            identity,
            openedAs};
}

} // namespace scouter::store
