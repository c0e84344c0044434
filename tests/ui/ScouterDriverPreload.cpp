// SPDX-License-Identifier: GPL-3.0-or-later
// Loaded into the real `scouter` with LD_PRELOAD by QuitSignalTest: the ARC's hands and a disk
// that fills up, inside a process the test can only start, read and signal. Nothing of Scouter is
// linked in: it reaches the window through Qt's widget tree (object names) and the disk through
// SQLite's VFS, as a user and a full disk would.
//
// SCOUTER_TEST_DISK_PREFIX     files whose path starts with this are on the "disk"
// SCOUTER_TEST_DISK_FULL_WHILE while this file exists, the disk has no room: a write that would
//                              make one of its files longer fails with SQLITE_FULL, as ENOSPC does
// SCOUTER_TEST_PLAY_INITIATIVE once the encounter shows, typed as the first row's initiative (one
//                              command); then each new text of the save label goes to stderr as
//                              "driver: save label: <text>"
#include <QAbstractItemModel>
#include <QApplication>
#include <QByteArray>
#include <QCoreApplication>
#include <QLabel>
#include <QTimer>
#include <QTreeView>

#include <sqlite3.h>

#include <cstdio>
#include <cstring>

#include <unistd.h>

namespace {

struct DriverFile {
    sqlite3_file base;
    sqlite3_file* real; // allocated right behind this struct
    bool onDisk;
};

struct DriverDisk {
    sqlite3_vfs vfs{};
    sqlite3_vfs* real = nullptr;
    sqlite3_io_methods methods{};
    QByteArray prefix;
    QByteArray fullWhile;
};

DriverDisk& driverDisk() {
    static DriverDisk disk;
    return disk;
}

sqlite3_file* realOf(sqlite3_file* file) {
    return reinterpret_cast<DriverFile*>(file)->real;
}

bool diskFull() {
    return !driverDisk().fullWhile.isEmpty() && ::access(driverDisk().fullWhile.constData(), F_OK) == 0;
}

int driverWrite(sqlite3_file* file, const void* buffer, int amount, sqlite3_int64 offset) {
    sqlite3_file* real = realOf(file);
    if (reinterpret_cast<DriverFile*>(file)->onDisk && diskFull()) {
        sqlite3_int64 size = 0;
        if (const int rc = real->pMethods->xFileSize(real, &size); rc != SQLITE_OK) {
            return rc;
        }
        if (offset + amount > size) {
            return SQLITE_FULL;
        }
    }
    return real->pMethods->xWrite(real, buffer, amount, offset);
}
int driverClose(sqlite3_file* file) {
    sqlite3_file* real = realOf(file);
    return real->pMethods != nullptr ? real->pMethods->xClose(real) : SQLITE_OK;
}
int driverRead(sqlite3_file* file, void* buffer, int amount, sqlite3_int64 offset) {
    return realOf(file)->pMethods->xRead(realOf(file), buffer, amount, offset);
}
int driverTruncate(sqlite3_file* file, sqlite3_int64 size) {
    return realOf(file)->pMethods->xTruncate(realOf(file), size);
}
int driverSync(sqlite3_file* file, int flags) {
    return realOf(file)->pMethods->xSync(realOf(file), flags);
}
int driverFileSize(sqlite3_file* file, sqlite3_int64* size) {
    return realOf(file)->pMethods->xFileSize(realOf(file), size);
}
int driverLock(sqlite3_file* file, int level) {
    return realOf(file)->pMethods->xLock(realOf(file), level);
}
int driverUnlock(sqlite3_file* file, int level) {
    return realOf(file)->pMethods->xUnlock(realOf(file), level);
}
int driverCheckReservedLock(sqlite3_file* file, int* out) {
    return realOf(file)->pMethods->xCheckReservedLock(realOf(file), out);
}
int driverFileControl(sqlite3_file* file, int op, void* argument) {
    return realOf(file)->pMethods->xFileControl(realOf(file), op, argument);
}
int driverSectorSize(sqlite3_file* file) {
    return realOf(file)->pMethods->xSectorSize(realOf(file));
}
int driverDeviceCharacteristics(sqlite3_file* file) {
    return realOf(file)->pMethods->xDeviceCharacteristics(realOf(file));
}
int driverShmMap(sqlite3_file* file, int page, int size, int extend, void volatile** out) {
    return realOf(file)->pMethods->xShmMap(realOf(file), page, size, extend, out);
}
int driverShmLock(sqlite3_file* file, int offset, int n, int flags) {
    return realOf(file)->pMethods->xShmLock(realOf(file), offset, n, flags);
}
void driverShmBarrier(sqlite3_file* file) {
    realOf(file)->pMethods->xShmBarrier(realOf(file));
}
int driverShmUnmap(sqlite3_file* file, int deleteFlag) {
    return realOf(file)->pMethods->xShmUnmap(realOf(file), deleteFlag);
}
int driverFetch(sqlite3_file* file, sqlite3_int64 offset, int amount, void** out) {
    return realOf(file)->pMethods->xFetch(realOf(file), offset, amount, out);
}
int driverUnfetch(sqlite3_file* file, sqlite3_int64 offset, void* page) {
    return realOf(file)->pMethods->xUnfetch(realOf(file), offset, page);
}

int driverOpen(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* file, int flags, int* outFlags) {
    auto* driven = reinterpret_cast<DriverFile*>(file);
    driven->real = reinterpret_cast<sqlite3_file*>(driven + 1);
    driven->base.pMethods = nullptr;
    const QByteArray& prefix = driverDisk().prefix;
    driven->onDisk = name != nullptr && !prefix.isEmpty() && std::strncmp(name, prefix.constData(), prefix.size()) == 0;
    const int rc = driverDisk().real->xOpen(driverDisk().real, name, driven->real, flags, outFlags);
    if (driven->real->pMethods != nullptr) {
        driverDisk().methods.iVersion = driven->real->pMethods->iVersion;
        driven->base.pMethods = &driverDisk().methods;
    }
    return rc;
}

// Before main(): the store opens the campaign before the event loop runs.
[[maybe_unused]] const bool diskInstalled = [] {
    DriverDisk& disk = driverDisk();
    disk.prefix = qgetenv("SCOUTER_TEST_DISK_PREFIX");
    disk.fullWhile = qgetenv("SCOUTER_TEST_DISK_FULL_WHILE");
    if (disk.prefix.isEmpty()) {
        return false;
    }
    disk.real = sqlite3_vfs_find(nullptr);
    disk.methods = {3,
                    driverClose,
                    driverRead,
                    driverWrite,
                    driverTruncate,
                    driverSync,
                    driverFileSize,
                    driverLock,
                    driverUnlock,
                    driverCheckReservedLock,
                    driverFileControl,
                    driverSectorSize,
                    driverDeviceCharacteristics,
                    driverShmMap,
                    driverShmLock,
                    driverShmBarrier,
                    driverShmUnmap,
                    driverFetch,
                    driverUnfetch};
    std::memcpy(&disk.vfs, disk.real, sizeof(sqlite3_vfs));
    disk.vfs.zName = "scouter-test-driver-disk";
    disk.vfs.szOsFile = static_cast<int>(sizeof(DriverFile)) + disk.real->szOsFile;
    disk.vfs.xOpen = driverOpen;
    disk.vfs.pNext = nullptr;
    return sqlite3_vfs_register(&disk.vfs, 1) == SQLITE_OK;
}();

template <typename T> T* shown(const char* name) {
    for (QWidget* top : QApplication::topLevelWidgets()) {
        if (auto* found = top->findChild<T*>(QString::fromLatin1(name)); found != nullptr && found->isVisible()) {
            return found;
        }
    }
    return nullptr;
}

void say(const QString& line) {
    std::fprintf(stderr, "driver: %s\n", qPrintable(line));
    std::fflush(stderr);
}

// Polls the widget tree: the encounter opens after the window shows.
void startPlaying() {
    const QByteArray initiative = qgetenv("SCOUTER_TEST_PLAY_INITIATIVE");
    if (initiative.isEmpty() || qobject_cast<QApplication*>(QCoreApplication::instance()) == nullptr) {
        return;
    }
    auto* poll = new QTimer(QCoreApplication::instance());
    QObject::connect(poll, &QTimer::timeout, poll, [initiative, played = false, label = QString()]() mutable {
        if (!played) {
            QTreeView* board = shown<QTreeView>("boardView");
            if (board == nullptr || board->model()->rowCount() == 0) {
                return;
            }
            QAbstractItemModel* model = board->model();
            played = true; // once: a refusal is reported, not tried again
            if (!model->setData(model->index(0, 0), QString::fromLatin1(initiative), Qt::EditRole)) {
                const QLabel* message = shown<QLabel>("boardMessage");
                say(QStringLiteral("refused: %1").arg(message != nullptr ? message->text() : QString()));
                return;
            }
            say(QStringLiteral("played"));
            return;
        }
        const QLabel* save = shown<QLabel>("saveLabel");
        if (save != nullptr && save->text() != label && !save->text().isEmpty()) {
            label = save->text();
            say(QStringLiteral("save label: %1").arg(label));
        }
    });
    poll->start(50);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(startPlaying)
