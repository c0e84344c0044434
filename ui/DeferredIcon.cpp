// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeferredIcon.h"

#include <utility>

namespace scouter::ui {

DeferredIcon::DeferredIcon(std::function<QIcon()> make) : m_make(std::move(make)) {}

const QIcon& DeferredIcon::icon() {
    if (!m_icon) {
        m_icon = m_make();
    }
    return *m_icon;
}

void DeferredIcon::paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) {
    icon().paint(painter, rect, Qt::AlignCenter, mode, state);
}

QPixmap DeferredIcon::pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) {
    return icon().pixmap(size, mode, state);
}

QSize DeferredIcon::actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) {
    return icon().actualSize(size, mode, state);
}

QList<QSize> DeferredIcon::availableSizes(QIcon::Mode mode, QIcon::State state) {
    return icon().availableSizes(mode, state);
}

QString DeferredIcon::key() const {
    return QStringLiteral("DeferredIcon");
}

QIconEngine* DeferredIcon::clone() const {
    return new DeferredIcon(*this);
}

} // namespace scouter::ui
