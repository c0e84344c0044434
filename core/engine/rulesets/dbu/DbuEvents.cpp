// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"

#include "events/RulesetEventOf.h"
#include "model/Limits.h"

#include <nlohmann/json.hpp>
#include <stdexcept>

// The stored form of DBU's events, field for field what the core stored before they moved here.
// Format 1 grew while DBU was its only ruleset: the fields added since its first release take the
// value that means "not used" when missing (as the core's reader does for its own events); every
// other field is required, so a missing id or amount is an error and never a silent zero.
namespace scouter::engine::dbu {

namespace {

nlohmann::json optionalNumber(const std::optional<int>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

std::optional<int> optionalNumberAt(const nlohmann::json& json, const char* key) {
    const auto found = json.find(key);
    if (found == json.end() || found->is_null()) {
        return std::nullopt;
    }
    return found->get<int>();
}

template <class T> T addedField(const nlohmann::json& json, const char* key, T missing) {
    const auto found = json.find(key);
    return found == json.end() ? missing : found->get<T>();
}

} // namespace

void to_json(nlohmann::json& json, const ActionsGained& e) {
    json = {{"who", e.who}, {"amount", e.amount}, {"reason", e.reason}};
}
void from_json(const nlohmann::json& json, ActionsGained& e) {
    json.at("who").get_to(e.who);
    json.at("amount").get_to(e.amount);
    json.at("reason").get_to(e.reason);
}

void to_json(nlohmann::json& json, const ActionsSpent& e) {
    json = {{"who", e.who},
            {"actions", e.actions},
            {"baseCounter", e.baseCounter},
            {"convertedCounter", e.convertedCounter}};
}
void from_json(const nlohmann::json& json, ActionsSpent& e) {
    json.at("who").get_to(e.who);
    json.at("actions").get_to(e.actions);
    e.baseCounter = addedField(json, "baseCounter", 0);
    e.convertedCounter = addedField(json, "convertedCounter", 0);
}

void to_json(nlohmann::json& json, const ActionsConverted& e) {
    json = {{"who", e.who}, {"count", e.count}};
}
void from_json(const nlohmann::json& json, ActionsConverted& e) {
    json.at("who").get_to(e.who);
    json.at("count").get_to(e.count);
}

void to_json(nlohmann::json& json, const ConvertedLost& e) {
    json = {{"who", e.who}};
}
void from_json(const nlohmann::json& json, ConvertedLost& e) {
    json.at("who").get_to(e.who);
}

void to_json(nlohmann::json& json, const LifeSet& e) {
    json = {{"who", e.who}, {"value", e.value}};
}
void from_json(const nlohmann::json& json, LifeSet& e) {
    json.at("who").get_to(e.who);
    json.at("value").get_to(e.value);
}

void to_json(nlohmann::json& json, const KiSet& e) {
    json = {{"who", e.who}, {"value", e.value}};
}
void from_json(const nlohmann::json& json, KiSet& e) {
    json.at("who").get_to(e.who);
    json.at("value").get_to(e.value);
}

void to_json(nlohmann::json& json, const ChargesSet& e) {
    json = {{"who", e.who}, {"value", e.value}};
}
void from_json(const nlohmann::json& json, ChargesSet& e) {
    json.at("who").get_to(e.who);
    json.at("value").get_to(e.value);
}

void to_json(nlohmann::json& json, const PowerUpSet& e) {
    json = {{"who", e.who}, {"value", e.value}};
}
void from_json(const nlohmann::json& json, PowerUpSet& e) {
    json.at("who").get_to(e.who);
    json.at("value").get_to(e.value);
}

void to_json(nlohmann::json& json, const HoldingBackSet& e) {
    json = {{"who", e.who}, {"stacks", e.stacks}};
}
void from_json(const nlohmann::json& json, HoldingBackSet& e) {
    json.at("who").get_to(e.who);
    json.at("stacks").get_to(e.stacks);
}

void to_json(nlohmann::json& json, const LimitUsed& e) {
    json = {{"who", e.who}, {"key", e.key}, {"perEncounter", e.perEncounter}};
}
void from_json(const nlohmann::json& json, LimitUsed& e) {
    json.at("who").get_to(e.who);
    json.at("key").get_to(e.key);
    e.perEncounter = addedField(json, "perEncounter", false);
}

void to_json(nlohmann::json& json, const InstantSequenceSet& e) {
    json = {{"ids", e.ids}};
}
void from_json(const nlohmann::json& json, InstantSequenceSet& e) {
    json.at("ids").get_to(e.ids);
}

void to_json(nlohmann::json& json, const ManeuverUsed& e) {
    json = {{"who", e.who},
            {"name", e.name},
            {"target", e.target},
            {"option", e.option},
            {"hit", e.hit},
            {"faces", e.faces},
            {"role", e.role},
            {"damage", optionalNumber(e.damage)},
            {"ki", optionalNumber(e.ki)},
            {"category", e.category}};
    // Added with prepared moves: an event without one is stored as before.
    if (!e.technique.empty()) {
        json["technique"] = e.technique;
    }
}
void from_json(const nlohmann::json& json, ManeuverUsed& e) {
    json.at("who").get_to(e.who);
    json.at("name").get_to(e.name);
    json.at("hit").get_to(e.hit);
    e.target = addedField(json, "target", std::string());
    e.option = addedField(json, "option", std::string());
    e.faces = addedField(json, "faces", std::vector<int>());
    e.role = addedField(json, "role", std::string("other"));
    e.damage = optionalNumberAt(json, "damage");
    e.ki = optionalNumberAt(json, "ki");
    e.category = addedField(json, "category", std::string());
    e.technique = addedField(json, "technique", std::string());
}

void to_json(nlohmann::json& json, const GrappleSet& e) {
    json = {{"grappler", e.grappler}, {"grappled", e.grappled}, {"held", e.held}};
    if (e.tail) {
        json["tail"] = true;
    }
}
void from_json(const nlohmann::json& json, GrappleSet& e) {
    json.at("grappler").get_to(e.grappler);
    json.at("grappled").get_to(e.grappled);
    e.held = addedField(json, "held", true);
    e.tail = addedField(json, "tail", false);
}

void to_json(nlohmann::json& json, const EmpowerReceived& e) {
    json = {{"who", e.who}, {"giver", e.giver}};
}
void from_json(const nlohmann::json& json, EmpowerReceived& e) {
    json.at("who").get_to(e.who);
    json.at("giver").get_to(e.giver);
}

void to_json(nlohmann::json& json, const ParryAnswered& e) {
    json = {{"who", e.who}, {"option", e.option}, {"attacker", e.attacker}};
}
void from_json(const nlohmann::json& json, ParryAnswered& e) {
    json.at("who").get_to(e.who);
    json.at("option").get_to(e.option);
    json.at("attacker").get_to(e.attacker);
}

void to_json(nlohmann::json& json, const HiddenFound& e) {
    json = {{"hider", e.hider}, {"observer", e.observer}};
}
void from_json(const nlohmann::json& json, HiddenFound& e) {
    json.at("hider").get_to(e.hider);
    json.at("observer").get_to(e.observer);
}

void to_json(nlohmann::json& json, const RestraintChecked& e) {
    json = {{"who", e.who}, {"passed", e.passed}};
}
void from_json(const nlohmann::json& json, RestraintChecked& e) {
    json.at("who").get_to(e.who);
    json.at("passed").get_to(e.passed);
}

std::vector<std::string> LimitUsed::references() const {
    if (key.starts_with(kHiddenAttack)) {
        return {who, key.substr(kHiddenAttack.size())};
    }
    return {who};
}

std::vector<std::string> ManeuverUsed::references() const {
    if (target.empty()) {
        return {who};
    }
    return {who, target};
}

ActionsGained::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
ActionsGained::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

ActionsSpent::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
ActionsSpent::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

ActionsConverted::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
ActionsConverted::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

ConvertedLost::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
ConvertedLost::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

LifeSet::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
LifeSet::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

KiSet::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
KiSet::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

ChargesSet::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
ChargesSet::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

PowerUpSet::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
PowerUpSet::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

HoldingBackSet::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
HoldingBackSet::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

LimitUsed::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
LimitUsed::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

InstantSequenceSet::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
InstantSequenceSet::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

ManeuverUsed::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
ManeuverUsed::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

GrappleSet::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
GrappleSet::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

EmpowerReceived::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
EmpowerReceived::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

ParryAnswered::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
ParryAnswered::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

void to_json(nlohmann::json& json, const AttackRecorded& e) {
    const AttackRecord& a = e.attack;
    nlohmann::json losses = nlohmann::json::array();
    for (const auto& [who, life] : a.losses) {
        losses.push_back({{"who", who}, {"life", life}});
    }
    json = {{"attacker", a.attacker},
            {"maneuver", a.maneuver},
            {"attackType", a.attackType},
            {"strike", optionalNumber(a.strike)},
            {"charges", a.charges},
            {"attackerTier", a.attackerTier},
            {"damage", optionalNumber(a.damage)},
            {"category", a.category},
            {"targets", a.targets},
            {"hits", a.hits},
            {"losses", losses},
            {"deflected", a.deflected},
            {"deflectChecked", a.deflectChecked}};
    if (a.area) {
        json["area"] = {{"shape", areaShapeId(a.area->shape)},
                        {"size", a.area->size},
                        {"at", {a.area->at.x, a.area->at.y}},
                        {"from", {a.area->from.x, a.area->from.y}}};
    }
}
void from_json(const nlohmann::json& json, AttackRecorded& e) {
    AttackRecord a;
    json.at("attacker").get_to(a.attacker);
    json.at("maneuver").get_to(a.maneuver);
    json.at("attackType").get_to(a.attackType);
    a.strike = optionalNumberAt(json, "strike");
    json.at("charges").get_to(a.charges);
    json.at("attackerTier").get_to(a.attackerTier);
    a.damage = optionalNumberAt(json, "damage");
    json.at("category").get_to(a.category);
    json.at("targets").get_to(a.targets);
    json.at("hits").get_to(a.hits);
    a.losses.clear();
    for (const auto& loss : json.at("losses")) {
        a.losses.emplace_back(loss.at("who").get<std::string>(), loss.at("life").get<int>());
    }
    json.at("deflected").get_to(a.deflected);
    json.at("deflectChecked").get_to(a.deflectChecked);
    a.area.reset();
    if (const auto area = json.find("area"); area != json.end()) {
        const auto shape = areaShapeOf(area->at("shape").get<std::string>());
        const int size = area->at("size").get<int>();
        const auto square = [](const nlohmann::json& xy) {
            const Position p{xy.at(0).get<int>(), xy.at(1).get<int>()};
            if (p.x < 0 || p.y < 0 || p.x >= limits::kMaxGridSide || p.y >= limits::kMaxGridSide) {
                throw std::invalid_argument("an attack's area lies off the largest grid");
            }
            return p;
        };
        // Bounded as the command was: a damaged log must not have the grid scan a boundless area.
        if (!shape || size < 1 || size > limits::kMaxAreaSize) {
            throw std::invalid_argument("an attack's area has an unknown shape or a size outside 1 to 100");
        }
        a.area = AreaTemplate{*shape, size, square(area->at("at")), square(area->at("from"))};
    }
    e.attack = SharedAttack(std::move(a));
}

void to_json(nlohmann::json& json, const ParryScored& e) {
    json = {{"who", e.who}, {"effect", e.effect}, {"score", e.score}};
}
void from_json(const nlohmann::json& json, ParryScored& e) {
    json.at("who").get_to(e.who);
    json.at("effect").get_to(e.effect);
    json.at("score").get_to(e.score);
}

std::vector<std::string> AttackRecorded::references() const {
    std::vector<std::string> ids{attack->attacker};
    ids.insert(ids.end(), attack->targets.begin(), attack->targets.end());
    return ids;
}

AttackRecorded::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
AttackRecorded::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

ParryScored::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
ParryScored::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

RestraintChecked::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
RestraintChecked::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

HiddenFound::operator Event() const& {
    return events::makeRulesetEvent(*this);
}
HiddenFound::operator Event() && {
    return events::makeRulesetEvent(std::move(*this));
}

} // namespace scouter::engine::dbu
