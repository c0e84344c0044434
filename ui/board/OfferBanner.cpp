// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/OfferBanner.h"

#include "EventNarrator.h"
#include "StdText.h"
#include "encounter/EncounterController.h"

#include <QHBoxLayout>
#include <QLabel>

namespace scouter::ui {

OfferBanner::OfferBanner(EncounterController& controller, QWidget* parent)
    : QFrame(parent), m_controller(controller), m_text(new QLabel(this)) {
    setObjectName(QStringLiteral("offerBanner"));
    setFrameShape(QFrame::StyledPanel);
    // The offered reaction's amber, as its pips and the rows of who may answer; dark text reads on it in both themes.
    setStyleSheet(QStringLiteral("#offerBanner { background: #ffe0a3; border: 1px solid #ffa000; border-radius: 4px; }"
                                 "#offerBanner QLabel { color: #3e2700; }"));
    m_text->setObjectName(QStringLiteral("offerText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    connect(&m_controller, &EncounterController::stateChanged, this, &OfferBanner::sync);
    sync();
}

QString OfferBanner::text() const {
    return m_text->text();
}

void OfferBanner::sync() {
    const auto& s = m_controller.state();
    if (s.offers.empty()) {
        m_text->clear();
        hide();
        return;
    }
    QStringList answering;
    for (const auto& id : s.offers) {
        answering.append(store::EventNarrator::name(id, s));
    }
    m_text->setText(tr("%1 offered: %2 may answer %3 %4. Answer from the Actions panel, or "
                       "decline it (Encounter menu).")
                        .arg(capitalized(m_controller.words().offerName()), answering.join(tr(", ")),
                             store::EventNarrator::possessive(store::EventNarrator::name(s.offerActor, s)),
                             m_controller.words().maneuver(s.offerKind)));
    show();
}

} // namespace scouter::ui
