// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Database.h"
#include "Result.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace scouter::ui {

// Reads a campaign on threads of their own, each with its own connection, so the UI thread never
// waits on the disk; every result comes back on the loader's thread, in the `done` given. A result
// whose loader is gone by then is dropped. The loader waits for its reads when destroyed.
class BackgroundLoader : public QObject {
public:
    explicit BackgroundLoader(QString path, QObject* parent = nullptr) : QObject(parent), m_path(std::move(path)) {}
    ~BackgroundLoader() override { waitForAll(); }

    template <typename T>
    void load(std::function<store::Result<T>(store::Database&)> read, std::function<void(store::Result<T>)> done) {
        auto* thread = QThread::create([this, path = m_path, read = std::move(read), done = std::move(done)] {
            auto result = std::make_shared<std::optional<store::Result<T>>>();
            {
                auto db = store::Database::connect(path);
                if (!db) {
                    result->emplace(db.error());
                } else {
                    // Nothing thrown on this thread may end the program: a read that throws
                    // (bad stored data the store did not catch) becomes its message.
                    try {
                        result->emplace(read(db.value()));
                    } catch (const std::exception& error) {
                        result->emplace(store::StoreError{
                            store::StoreErrorKind::Invalid,
                            QStringLiteral("The campaign could not be read: %1").arg(QString::fromUtf8(error.what()))});
                    }
                }
            }
            QMetaObject::invokeMethod(
                this, [result, done] { done(std::move(**result)); }, Qt::QueuedConnection);
        });
        start(thread);
    }

    void waitForAll();
    // The campaign file it reads.
    [[nodiscard]] const QString& path() const { return m_path; }

private:
    void start(QThread* thread);

    QString m_path;
    std::vector<QPointer<QThread>> m_threads;
};

} // namespace scouter::ui
