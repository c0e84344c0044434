// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QThreadPool>

#include <memory>
#include <utility>

namespace scouter::ui {

// Lets go of `value` on a worker of `pool`, so a window that closes does not wait while a large
// value it was the last to hold is freed (a long encounter's timeline: tens of thousands of
// allocations, a few milliseconds). Its destructor must not touch a widget.
template <class T> void releaseAside(std::shared_ptr<T> value, QThreadPool& pool = *QThreadPool::globalInstance()) {
    if (value == nullptr) {
        return;
    }
    pool.start([held = std::move(value)]() mutable { held.reset(); });
}

} // namespace scouter::ui
