// SPDX-License-Identifier: GPL-3.0-or-later
#include "encounter/BackgroundLoader.h"

#include <algorithm>

namespace scouter::ui {

void BackgroundLoader::waitForAll() {
    for (const QPointer<QThread>& thread : m_threads) {
        if (thread) {
            thread->wait();
        }
    }
}

void BackgroundLoader::start(QThread* thread) {
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_threads.erase(std::remove_if(m_threads.begin(), m_threads.end(), [](const auto& t) { return t.isNull(); }),
                    m_threads.end());
    m_threads.emplace_back(thread);
    thread->start();
}

} // namespace scouter::ui
