// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/StyledSizes.h"

#include <QHashFunctions>

namespace scouter::ui {

size_t qHash(const StyledSizes::Key& key, size_t seed) noexcept {
    return qHashMulti(seed, key.text, key.features, key.width, key.decoration, key.icon, key.alignment);
}

QSize StyledSizes::of(const QStyleOptionViewItem& laid, const std::function<QSize()>& measure) const {
    const Key key{laid.text,          static_cast<int>(laid.features.toInt()),
                  laid.rect.width(),  laid.decorationSize.width(),
                  laid.icon.isNull(), static_cast<int>(laid.displayAlignment.toInt())};
    return m_sizes.get(laid.font, key, measure);
}

} // namespace scouter::ui
