// SPDX-License-Identifier: GPL-3.0-or-later
#include "LimitedDisk.h"

#include <QDir>
#include <QFileInfo>

#include <sqlite3.h>

#include <atomic>
#include <cstring>
#include <utility>

namespace {

struct LimitedFile {
    sqlite3_file base;
    sqlite3_file* real; // allocated right behind this struct
};

struct DiskState {
    sqlite3_vfs vfs{};
    sqlite3_vfs* real = nullptr;
    sqlite3_io_methods methods{};
    QString folder;
    qint64 capacity = 0;
    std::atomic<int> refusals{0};
};

DiskState& limitedDiskState() {
    static DiskState state;
    return state;
}

sqlite3_file* limitedRealFile(sqlite3_file* file) {
    return reinterpret_cast<LimitedFile*>(file)->real;
}

int limitedClose(sqlite3_file* file) {
    sqlite3_file* real = limitedRealFile(file);
    return real->pMethods != nullptr ? real->pMethods->xClose(real) : SQLITE_OK;
}
int limitedRead(sqlite3_file* file, void* buffer, int amount, sqlite3_int64 offset) {
    return limitedRealFile(file)->pMethods->xRead(limitedRealFile(file), buffer, amount, offset);
}
int limitedWrite(sqlite3_file* file, const void* buffer, int amount, sqlite3_int64 offset) {
    sqlite3_file* real = limitedRealFile(file);
    sqlite3_int64 size = 0;
    if (const int rc = real->pMethods->xFileSize(real, &size); rc != SQLITE_OK) {
        return rc;
    }
    const qint64 growth = offset + amount - size;
    if (growth > 0 && LimitedDisk::used(limitedDiskState().folder) + growth > limitedDiskState().capacity) {
        ++limitedDiskState().refusals;
        return SQLITE_FULL;
    }
    return real->pMethods->xWrite(real, buffer, amount, offset);
}
int limitedTruncate(sqlite3_file* file, sqlite3_int64 size) {
    return limitedRealFile(file)->pMethods->xTruncate(limitedRealFile(file), size);
}
int limitedSync(sqlite3_file* file, int flags) {
    return limitedRealFile(file)->pMethods->xSync(limitedRealFile(file), flags);
}
int limitedFileSize(sqlite3_file* file, sqlite3_int64* size) {
    return limitedRealFile(file)->pMethods->xFileSize(limitedRealFile(file), size);
}
int limitedLock(sqlite3_file* file, int level) {
    return limitedRealFile(file)->pMethods->xLock(limitedRealFile(file), level);
}
int limitedUnlock(sqlite3_file* file, int level) {
    return limitedRealFile(file)->pMethods->xUnlock(limitedRealFile(file), level);
}
int limitedCheckReservedLock(sqlite3_file* file, int* out) {
    return limitedRealFile(file)->pMethods->xCheckReservedLock(limitedRealFile(file), out);
}
int limitedFileControl(sqlite3_file* file, int op, void* argument) {
    return limitedRealFile(file)->pMethods->xFileControl(limitedRealFile(file), op, argument);
}
int limitedSectorSize(sqlite3_file* file) {
    return limitedRealFile(file)->pMethods->xSectorSize(limitedRealFile(file));
}
int limitedDeviceCharacteristics(sqlite3_file* file) {
    return limitedRealFile(file)->pMethods->xDeviceCharacteristics(limitedRealFile(file));
}
int limitedShmMap(sqlite3_file* file, int page, int size, int extend, void volatile** out) {
    return limitedRealFile(file)->pMethods->xShmMap(limitedRealFile(file), page, size, extend, out);
}
int limitedShmLock(sqlite3_file* file, int offset, int n, int flags) {
    return limitedRealFile(file)->pMethods->xShmLock(limitedRealFile(file), offset, n, flags);
}
void limitedShmBarrier(sqlite3_file* file) {
    limitedRealFile(file)->pMethods->xShmBarrier(limitedRealFile(file));
}
int limitedShmUnmap(sqlite3_file* file, int deleteFlag) {
    return limitedRealFile(file)->pMethods->xShmUnmap(limitedRealFile(file), deleteFlag);
}
int limitedFetch(sqlite3_file* file, sqlite3_int64 offset, int amount, void** out) {
    return limitedRealFile(file)->pMethods->xFetch(limitedRealFile(file), offset, amount, out);
}
int limitedUnfetch(sqlite3_file* file, sqlite3_int64 offset, void* page) {
    return limitedRealFile(file)->pMethods->xUnfetch(limitedRealFile(file), offset, page);
}

int limitedOpen(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* file, int flags, int* outFlags) {
    auto* limited = reinterpret_cast<LimitedFile*>(file);
    limited->real = reinterpret_cast<sqlite3_file*>(limited + 1);
    limited->base.pMethods = nullptr;
    const int rc = limitedDiskState().real->xOpen(limitedDiskState().real, name, limited->real, flags, outFlags);
    if (limited->real->pMethods != nullptr) {
        limitedDiskState().methods.iVersion = limited->real->pMethods->iVersion;
        limited->base.pMethods = &limitedDiskState().methods;
    }
    return rc;
}

} // namespace

LimitedDisk::LimitedDisk(QString folder, qint64 capacityBytes) {
    DiskState& state = limitedDiskState();
    state.real = sqlite3_vfs_find(nullptr);
    state.folder = std::move(folder);
    state.capacity = capacityBytes;
    state.refusals = 0;
    state.methods = {3,
                     limitedClose,
                     limitedRead,
                     limitedWrite,
                     limitedTruncate,
                     limitedSync,
                     limitedFileSize,
                     limitedLock,
                     limitedUnlock,
                     limitedCheckReservedLock,
                     limitedFileControl,
                     limitedSectorSize,
                     limitedDeviceCharacteristics,
                     limitedShmMap,
                     limitedShmLock,
                     limitedShmBarrier,
                     limitedShmUnmap,
                     limitedFetch,
                     limitedUnfetch};
    std::memcpy(&state.vfs, state.real, sizeof(sqlite3_vfs));
    state.vfs.zName = "scouter-limited-disk";
    state.vfs.szOsFile = static_cast<int>(sizeof(LimitedFile)) + state.real->szOsFile;
    state.vfs.xOpen = limitedOpen;
    state.vfs.pNext = nullptr;
    sqlite3_vfs_register(&state.vfs, 1);
}

LimitedDisk::~LimitedDisk() {
    DiskState& state = limitedDiskState();
    sqlite3_vfs_unregister(&state.vfs);
    sqlite3_vfs_register(state.real, 1);
}

qint64 LimitedDisk::used(const QString& folder) {
    qint64 bytes = 0;
    for (const QFileInfo& file : QDir(folder).entryInfoList(QDir::Files | QDir::Hidden)) {
        bytes += file.size();
    }
    return bytes;
}

int LimitedDisk::refusals() const {
    return limitedDiskState().refusals.load();
}
